import { sign, verify } from 'hono/jwt';

/** How long a bearer token lives; clients refresh 30 s before the end. */
export const TOKEN_TTL_SECONDS = 15 * 60;

export type Audience = 'main-api' | 'hr-api';

export interface TokenClaims {
  readonly aud: Audience;
  readonly exp: number;
  /** The Telegram user the token was issued to, when init data proved one. */
  readonly tgId?: number;
}

export const issueToken = async (
  secret: string,
  aud: Audience,
  tgId?: number,
  nowSeconds = Math.floor(Date.now() / 1000),
) => {
  const exp = nowSeconds + TOKEN_TTL_SECONDS;
  const token = await sign(
    { aud, iat: nowSeconds, exp, ...(tgId ? { tgId } : {}) },
    secret,
    'HS256',
  );
  return { token, expiresAt: exp * 1000 };
};

/** The claims of a valid, unexpired token for this audience; null for anything else. */
export const verifyToken = async (
  token: string,
  secret: string,
  aud: Audience,
): Promise<TokenClaims | null> => {
  try {
    const claims = await verify(token, secret, { alg: 'HS256', aud });
    return {
      aud,
      exp: Number(claims.exp),
      ...(typeof claims.tgId === 'number' ? { tgId: claims.tgId } : {}),
    };
  } catch {
    return null;
  }
};

export const bearerFromRequest = (request: Request) => {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1] ?? null;
};
