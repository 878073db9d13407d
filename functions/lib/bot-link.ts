import {
  BOT_LINK_SIGNATURE,
  BOT_LINK_SIGNED_PARAMETERS,
  botLinkPayload,
} from '../../src/shared/contract/bot-link';
import { isLanguage } from '../../src/shared/config/languages';
import { CLOCK_SKEW_SECONDS } from './clock-skew';
import { hexEqual, hmacSha256, toHex } from './crypto';

/** A link may be valid for a week at most: a leaked one stops working soon. */
export const BOT_LINK_MAX_TTL_SECONDS = 7 * 24 * 60 * 60;

export type BotLinkCheck =
  | { readonly ok: true; readonly tgId: number; readonly customerId?: number }
  | { readonly ok: false; readonly reason: string };

const ID = /^[1-9]\d{0,14}$/;
const COORDINATE = /^-?\d{1,3}(\.\d{1,10})?$/;

/** Every parameter present within its bounds; the link's words, not yet its signature. */
const malformed = (query: URLSearchParams) => {
  const value = (name: string) => query.get(name);
  if (!ID.test(value('tgId') ?? '')) return 'tgId must be a positive whole number';
  for (const name of ['customerId', 'regionId']) {
    const raw = value(name);
    if (raw !== null && !ID.test(raw)) return `${name} must be a positive whole number`;
  }
  const language = value('language');
  if (language !== null && !isLanguage(language)) return 'language must be ru, en or uz';
  for (const [name, limit] of [
    ['longitude', 180],
    ['latitude', 90],
  ] as const) {
    const raw = value(name);
    if (raw !== null && (!COORDINATE.test(raw) || Math.abs(Number(raw)) > limit))
      return `${name} is out of range`;
  }
  const orderType = value('orderTypeId');
  if (orderType !== null && orderType !== '0' && orderType !== '200')
    return 'orderTypeId must be 0 or 200';
  if (!/^\d{1,12}$/.test(value('expires') ?? '')) return 'expires must be a Unix time in seconds';
  for (const name of [...BOT_LINK_SIGNED_PARAMETERS, BOT_LINK_SIGNATURE]) {
    if (query.getAll(name).length > 1) return `${name} is given twice`;
  }
  return null;
};

export const signBotLink = async (secret: string, query: URLSearchParams) =>
  toHex(await hmacSha256(secret, botLinkPayload(query)));

/**
 * The Telegram user a bot link vouches for: signed with the bot's secret, unexpired, every
 * parameter within bounds. Anything else vouches for nobody (the link still carries hints).
 */
export const verifyBotLink = async (
  search: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<BotLinkCheck> => {
  const query = new URLSearchParams(search);
  const signature = query.get(BOT_LINK_SIGNATURE);
  if (signature === null) return { ok: false, reason: 'the link is not signed' };
  const problem = malformed(query);
  if (problem) return { ok: false, reason: problem };
  const expires = Number(query.get('expires'));
  if (expires + CLOCK_SKEW_SECONDS < nowSeconds)
    return { ok: false, reason: 'the link has expired' };
  if (expires > nowSeconds + BOT_LINK_MAX_TTL_SECONDS + CLOCK_SKEW_SECONDS)
    return { ok: false, reason: 'the link is valid for too long' };
  if (!hexEqual(await signBotLink(secret, query), signature))
    return { ok: false, reason: 'the link signature is wrong' };
  const customerId = query.get('customerId');
  return {
    ok: true,
    tgId: Number(query.get('tgId')),
    ...(customerId ? { customerId: Number(customerId) } : {}),
  };
};
