import type { ErrorBody } from '@pizza-order-app/contract/common';
import { jsonError, jsonResponse, type AnswerHeaders } from './http';
import { clientAddress, hitRateLimits, rateLimitedAnswer } from './rate-limit';
import { HOUR_SECONDS } from './sign-in-codes';
import { provesSameOrigin } from './write-guard';

/**
 * Signing in or out switches the browser's session: only a request the site's own page sent may
 * (the write guard already refuses one that says it comes from elsewhere).
 */
export const offSite = (request: Request) =>
  provesSameOrigin(request) ? null : jsonError(403, 'Sign in only from the site’s own pages');

/** Counts one hit in each hourly bucket: the 429 answer once any is past its limit, else null. */
export const hourlyLimited = async (
  db: D1Database,
  buckets: readonly { readonly key: string; readonly limit: number }[],
) => {
  const check = await hitRateLimits(db, buckets, Date.now(), HOUR_SECONDS);
  if (check.allowed) return null;
  const { body, headers } = rateLimitedAnswer(check.retryAfter);
  return jsonResponse(body, 429, headers);
};

export const addressBucket = (request: Request, what: string) =>
  `sign-in:${what}:address:${clientAddress(request)}`;

export const signInError = (
  status: number,
  message: string,
  code: ErrorBody['code'],
  headers: AnswerHeaders = {},
) => jsonResponse({ message, code } satisfies ErrorBody, status, headers);
