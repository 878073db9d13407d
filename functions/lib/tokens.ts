import { sign, verify } from 'hono/jwt';
import { PHONE_PATTERN } from '@pizza-order-app/contract/common';
import { RANDOM_TOKEN_PATTERN } from './crypto';

/** How long a bearer token lives; clients refresh 30 s before the end. */
export const TOKEN_TTL_SECONDS = 15 * 60;

export type Audience = 'main-api' | 'hr-api';

/**
 * Who the customer is, as the edge decided it: a Telegram user proven by init data, or a web
 * session proven by its signed cookie; at most one, none for an anonymous visitor. `phone` is a
 * phone the edge verified (an SMS code typed on this device, or the Telegram user's signed
 * contact): the customer is then that phone's, on every device, and the Telegram user or web
 * session beside it is what joins them.
 */
export type CustomerClaim =
  | { readonly tgId: number; readonly phone?: string }
  | {
      readonly sid: string;
      readonly phone?: string;
      /**
       * The anonymous session this one replaced at sign-in (only with `phone`): its record joins
       * the phone's customer, and the backend then knows it by that id no more.
       */
      readonly joins?: string;
    };

export type TokenClaims = {
  readonly aud: Audience;
  readonly exp: number;
  readonly customer: CustomerClaim | null;
};

export const issueToken = async (
  secret: string,
  aud: Audience,
  customer: CustomerClaim | null = null,
  nowSeconds = Math.floor(Date.now() / 1000),
) => {
  const exp = nowSeconds + TOKEN_TTL_SECONDS;
  const token = await sign({ aud, iat: nowSeconds, exp, ...customer }, secret, 'HS256');
  return { token, expiresAt: exp * 1000 };
};

const customerOf = (claims: Record<string, unknown>): CustomerClaim | null => {
  const phone =
    typeof claims.phone === 'string' && PHONE_PATTERN.test(claims.phone)
      ? { phone: claims.phone }
      : {};
  if (Number.isSafeInteger(claims.tgId) && Number(claims.tgId) > 0)
    return { tgId: Number(claims.tgId), ...phone };
  const joins =
    'phone' in phone && typeof claims.joins === 'string' && RANDOM_TOKEN_PATTERN.test(claims.joins)
      ? { joins: claims.joins }
      : {};
  if (typeof claims.sid === 'string' && claims.sid.length > 0)
    return { sid: claims.sid, ...phone, ...joins };
  return null;
};

/**
 * The claims of a valid, unexpired token for this audience; null for anything else, a token
 * without an expiry included (hono/jwt checks `exp` only when there is one: such a token, signed
 * by a leaked secret or a careless tool, would be good for ever).
 */
export const verifyToken = async (
  token: string,
  secret: string,
  aud: Audience,
): Promise<TokenClaims | null> => {
  try {
    const claims = await verify(token, secret, { alg: 'HS256', aud });
    if (typeof claims.exp !== 'number') return null;
    return { aud, exp: claims.exp, customer: customerOf(claims) };
  } catch {
    return null;
  }
};

export const bearerFromRequest = (request: Request) => {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1] ?? null;
};
