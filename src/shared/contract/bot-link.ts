import * as v from 'valibot';

/**
 * A signed bot link (docs/product.md §2 parameters, plus `expires` and `signature`): the bot signs, with a
 * secret it shares with the edge, `name=value` of each parameter present, in this order, joined by
 * `&`, exactly as the values appear in the link. The order is part of the contract (README).
 */
export const BOT_LINK_SIGNED_PARAMETERS = [
  'tgId',
  'customerId',
  'language',
  'regionId',
  'longitude',
  'latitude',
  'orderTypeId',
  'expires',
] as const;

export const BOT_LINK_SIGNATURE = 'signature';

/** What the bot signs: the canonical string of a link's query. */
export const botLinkPayload = (query: URLSearchParams) =>
  BOT_LINK_SIGNED_PARAMETERS.flatMap((name) => {
    const value = query.get(name);
    return value === null ? [] : [`${name}=${value}`];
  }).join('&');

/** `POST /api/link`: the link's query, as it was opened. Pure: the app's bundle, which never
 * reads it, leaves it out. */
export const LinkRequestSchema = /* @__PURE__ */ v.object({
  search: /* @__PURE__ */ v.pipe(v.string(), v.maxLength(2000)),
});

/** The Telegram user a verified link started a session for, and until when the session holds. */
export const LinkSessionSchema = v.object({
  tgId: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  expiresAt: v.number(),
});
export type LinkSession = v.InferOutput<typeof LinkSessionSchema>;
