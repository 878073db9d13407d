import * as v from 'valibot';

/** A Telegram first name is at most 64 characters. */
export const NAME_MAX_LENGTH = 64;

/**
 * `POST /api/link` (bot-link.ts): the Telegram user a verified link started a session for, by
 * the first name the bot signed when it did, and until when the session holds (never past the
 * link's own expiry). Apart from the link's schema: the app's first load reads only this.
 */
const NameSchema = v.pipe(v.string(), v.maxLength(NAME_MAX_LENGTH));

export const LinkSessionSchema = v.object({
  tgId: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  expiresAt: v.number(),
  name: v.optional(NameSchema),
});
export type LinkSession = v.InferOutput<typeof LinkSessionSchema>;

/**
 * Whom a bot link would sign this browser in as, for the visitor to recognise (or not): the name
 * the bot signed, and the last four digits of the phone that Telegram user shared, when they did.
 */
export const LinkAsksSchema = v.object({
  name: v.optional(NameSchema),
  phoneEnding: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/))),
});

/** `POST /api/link` without `confirm`: the question, and no session yet. */
export const LinkQuestionSchema = v.object({ asks: LinkAsksSchema });
