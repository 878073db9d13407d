import * as v from 'valibot';
import { LANGUAGES } from './config/languages';
import { singleLineText } from './fields';
import { LINK_ALREADY_USED, LINK_SESSION_REFUSED, type CallDefinition } from './common';
import { LinkQuestionSchema, LinkSessionSchema, NAME_MAX_LENGTH } from './link-session';

/**
 * A signed bot link (docs/product.md §2 parameters, plus `firstName`, `nonce`, `expires` and
 * `signature`): the bot signs, with a secret it shares with the edge, `name=value` of each
 * parameter present, in this order, joined by `&`, each value URL-encoded so that none can pass
 * for another parameter. The order is part of the contract (docs/features.md, "Bot links").
 */
export const BOT_LINK_SIGNED_PARAMETERS = [
  'tgId',
  'firstName',
  'customerId',
  'language',
  'regionId',
  'longitude',
  'latitude',
  'orderTypeId',
  'nonce',
  'expires',
] as const;

export const BOT_LINK_SIGNATURE = 'signature';

/** What the bot signs: the canonical string of a link's query. */
export const botLinkPayload = (query: URLSearchParams) =>
  BOT_LINK_SIGNED_PARAMETERS.flatMap((name) => {
    const value = query.get(name);
    return value === null ? [] : [`${name}=${encodeURIComponent(value)}`];
  }).join('&');

const IdText = /* @__PURE__ */ v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,14}$/, 'must be a positive whole number'),
  v.transform(Number),
);

/**
 * docs/product.md §4/§5: a point counts only with both coordinates above 0 (the chain's region),
 * so a negative coordinate is no point, at the edge and in the app alike.
 */
const CoordinateText = (limit: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,3}(\.\d{1,10})?$/, 'must be a decimal number above 0'),
    v.transform(Number),
    v.gtValue(0, 'must be above 0'),
    v.maxValue(limit, `must be at most ${limit}`),
  );

/** Each parameter of a bot link on its own: a value is valid or not whatever the others are. */
const BotLinkField = {
  id: IdText,
  /** The user's first name as Telegram gives it, for "ordering as …": a name's one-line rule. */
  firstName: /* @__PURE__ */ singleLineText({ min: 1, max: NAME_MAX_LENGTH }),
  /** A language code in any case (`RU` is Russian), read as the app writes it: lower case. */
  language: /* @__PURE__ */ v.pipe(
    v.string(),
    v.toLowerCase(),
    v.picklist(LANGUAGES, 'must be ru, en or uz'),
  ),
  longitude: /* @__PURE__ */ CoordinateText(180),
  latitude: /* @__PURE__ */ CoordinateText(90),
  orderTypeId: /* @__PURE__ */ v.pipe(
    v.picklist(['0', '200'], 'must be 0 or 200'),
    v.transform((raw): 0 | 200 => (raw === '0' ? 0 : 200)),
  ),
  /** Random, made by the bot per link: the edge lets it start one session only. */
  nonce: /* @__PURE__ */ v.pipe(
    v.string(),
    v.regex(/^[\w-]{16,64}$/, 'must be 16 to 64 letters, digits, _ or -'),
  ),
  expires: /* @__PURE__ */ v.pipe(
    v.string(),
    v.regex(/^\d{1,12}$/, 'must be a Unix time in seconds'),
    v.transform(Number),
  ),
  signature: /* @__PURE__ */ v.pipe(
    v.string(),
    v.regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits'),
  ),
};

/**
 * A link's query as the schemas below read it: a parameter given twice becomes a list, which no
 * parameter's schema accepts, so it is refused (edge) or ignored (app) like any bad value.
 */
export const botLinkQueryInput = (search: string): Record<string, string | string[]> => {
  const query = new URLSearchParams(search);
  return Object.fromEntries(
    [...new Set(query.keys())].map((name) => {
      const values = query.getAll(name);
      return [name, values.length === 1 ? (values[0] ?? '') : values];
    }),
  );
};

/**
 * The edge's reading of a signed link: every parameter present within its bounds (one bad value
 * and the link vouches for nobody), the user, the nonce and the expiry required, and both
 * coordinates or neither.
 */
export const SignedBotLinkSchema = /* @__PURE__ */ v.pipe(
  v.object({
    tgId: BotLinkField.id,
    firstName: v.optional(BotLinkField.firstName),
    customerId: v.optional(BotLinkField.id),
    language: v.optional(BotLinkField.language),
    regionId: v.optional(BotLinkField.id),
    longitude: v.optional(BotLinkField.longitude),
    latitude: v.optional(BotLinkField.latitude),
    orderTypeId: v.optional(BotLinkField.orderTypeId),
    nonce: BotLinkField.nonce,
    expires: BotLinkField.expires,
    signature: BotLinkField.signature,
  }),
  v.check(
    (link) => (link.longitude === undefined) === (link.latitude === undefined),
    'longitude and latitude come together',
  ),
);

/** A value kept when valid, left out when not (or given twice). */
const hint = <S extends v.GenericSchema<string, unknown>>(schema: S) =>
  v.fallback(v.optional(schema), undefined);

/**
 * The app's reading of any link's hints by the same rules: each valid value kept on its own, each
 * bad one left out, so a link never loses its good parts to a bad one. A point needs both
 * coordinates (the entry's to check: it keeps neither of half a point).
 */
export const BotLinkHintsSchema = /* @__PURE__ */ v.object({
  tgId: hint(BotLinkField.id),
  firstName: hint(BotLinkField.firstName),
  customerId: hint(BotLinkField.id),
  language: hint(BotLinkField.language),
  regionId: hint(BotLinkField.id),
  longitude: hint(BotLinkField.longitude),
  latitude: hint(BotLinkField.latitude),
  orderTypeId: hint(BotLinkField.orderTypeId),
});
export type BotLinkHints = v.InferOutput<typeof BotLinkHintsSchema>;

/** `POST /api/link`: the link's query, as it was opened; `confirm` once the visitor agreed to
 * be the link's Telegram user in this browser. Pure: the app's bundle leaves it out. */
export const LinkRequestSchema = /* @__PURE__ */ v.object({
  search: /* @__PURE__ */ v.pipe(v.string(), v.maxLength(2000)),
  confirm: /* @__PURE__ */ v.optional(v.boolean()),
});

export { LinkQuestionSchema, LinkSessionSchema, type LinkSession } from './link-session';

/** `POST /api/link/end`: the link session cookie is gone. */
export const LinkEndedSchema = /* @__PURE__ */ v.object({ ended: v.literal(true) });

/**
 * `POST /api/link`: without `confirm` the question (whom the link names), with it the session.
 * Refused with nothing of the link's user: unsigned, tampered or expired, or already used.
 */
export const linkCall = {
  method: 'POST',
  path: '/api/link',
  body: LinkRequestSchema,
  response: /* @__PURE__ */ v.union([LinkQuestionSchema, LinkSessionSchema]),
  refusals: [LINK_SESSION_REFUSED, LINK_ALREADY_USED],
} as const satisfies CallDefinition;

/** Answered alike with or without a session, so it tells nothing. */
export const linkEndCall = {
  method: 'POST',
  path: '/api/link/end',
  /** `{}`: nothing of it is read. */
  body: /* @__PURE__ */ v.object({}),
  response: LinkEndedSchema,
  refusals: [],
} as const satisfies CallDefinition;
