import * as v from 'valibot';

/** A Telegram first name is at most 64 characters. */
export const NAME_MAX_LENGTH = 64;

/**
 * `POST /api/link` (bot-link.ts): the Telegram user a verified link started a session for, by
 * the first name the bot signed when it did, and until when the session holds (never past the
 * link's own expiry). Apart from the link's schema: the app's first load reads only this.
 */
export const LinkSessionSchema = v.object({
  tgId: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  expiresAt: v.number(),
  name: v.optional(v.pipe(v.string(), v.maxLength(NAME_MAX_LENGTH))),
});
export type LinkSession = v.InferOutput<typeof LinkSessionSchema>;
