import * as v from 'valibot';
import {
  BOT_LINK_SIGNATURE,
  botLinkPayload,
  botLinkQueryInput,
  SignedBotLinkSchema,
} from '@pizza-order-app/contract/bot-link';
import { CLOCK_SKEW_SECONDS } from './clock-skew';
import { hexEqual, hmacSha256, toHex } from './crypto';

/** A link may be valid for a week at most: a leaked one stops working soon. */
export const BOT_LINK_MAX_TTL_SECONDS = 7 * 24 * 60 * 60;

export type BotLinkCheck =
  | {
      readonly ok: true;
      readonly tgId: number;
      readonly customerId?: number;
      readonly firstName?: string;
      /** What makes this link start one session only. */
      readonly nonce: string;
      /** Unix seconds: no session the link starts outlives it. */
      readonly expires: number;
    }
  | { readonly ok: false; readonly reason: string };

export const signBotLink = async (secret: string, query: URLSearchParams) =>
  toHex(await hmacSha256(secret, botLinkPayload(query)));

/**
 * The Telegram user a bot link vouches for: signed with the bot's secret, unexpired, every
 * parameter within the contract's bounds (SignedBotLinkSchema, the app's rules too). Anything
 * else vouches for nobody (the link still carries hints).
 */
export const verifyBotLink = async (
  search: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<BotLinkCheck> => {
  const query = new URLSearchParams(search);
  if (!query.has(BOT_LINK_SIGNATURE)) return { ok: false, reason: 'the link is not signed' };
  const parsed = v.safeParse(SignedBotLinkSchema, botLinkQueryInput(search));
  if (!parsed.success) {
    const [issue] = parsed.issues;
    const name = issue.path?.map((item) => String(item.key)).join('.');
    return { ok: false, reason: name ? `${name} ${issue.message}` : issue.message };
  }
  const link = parsed.output;
  if (link.expires + CLOCK_SKEW_SECONDS < nowSeconds)
    return { ok: false, reason: 'the link has expired' };
  if (link.expires > nowSeconds + BOT_LINK_MAX_TTL_SECONDS + CLOCK_SKEW_SECONDS)
    return { ok: false, reason: 'the link is valid for too long' };
  if (!hexEqual(await signBotLink(secret, query), link.signature))
    return { ok: false, reason: 'the link signature is wrong' };
  return {
    ok: true,
    tgId: link.tgId,
    nonce: link.nonce,
    expires: link.expires,
    ...(link.customerId ? { customerId: link.customerId } : {}),
    ...(link.firstName ? { firstName: link.firstName } : {}),
  };
};
