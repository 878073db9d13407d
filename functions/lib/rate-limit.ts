import ipaddr from 'ipaddr.js';
import { ERROR_CODES, type ErrorBody } from '@pizza-order-app/contract/common';
/** Rate limits count hits in fixed windows of this many seconds, unless a check names its own. */
export const RATE_WINDOW_SECONDS = 60;
/** The longest window any check uses (the site's daily SMS ceiling): older rows are pruned. */
export const LONGEST_RATE_WINDOW_SECONDS = 24 * 60 * 60;

export type RateCheck =
  { readonly allowed: true } | { readonly allowed: false; retryAfter: number };

/**
 * The network a request came from, as its buckets count it: the address Cloudflare's edge writes
 * into `CF-Connecting-IP` (overwriting whatever a client sent under that name). An IPv6 client
 * is counted by its /64, the block one subscriber is handed, so a pool of addresses from it is one
 * client; an IPv4 one (mapped into IPv6 or not) by its address. No other header (X-Forwarded-For
 * and the like) is read: a client writes those itself. Without it (a local run, a test) every
 * request shares one bucket.
 */
export const clientAddress = (request: Request) => {
  const address = request.headers.get('CF-Connecting-IP') ?? 'unknown';
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  return parsed.kind() === 'ipv6'
    ? `${(parsed as ipaddr.IPv6).parts
        .slice(0, 4)
        .map((part) => part.toString(16))
        .join(':')}::/64`
    : parsed.toString();
};

/**
 * Counts one hit in every bucket (fixed windows of `windowSeconds` kept in D1, each bucket's
 * key naming its window's start, so every isolate shares them) and
 * refuses when any bucket is past its limit. A refused hit still counts: hammering does not
 * shorten the wait. The edge and the reference backend both count this way, in the
 * `rate_limits` table of their database (migrations/).
 */
export const hitRateLimits = async (
  db: D1Database,
  buckets: readonly { readonly key: string; readonly limit: number }[],
  nowMs = Date.now(),
  windowSeconds = RATE_WINDOW_SECONDS,
): Promise<RateCheck> => {
  const windowStart = windowStartOf(nowMs, windowSeconds);
  const counted = await db.batch<{ hits: number }>([
    // Buckets of every window size share the table: a row goes once no window could still hold it.
    db
      .prepare('DELETE FROM rate_limits WHERE window_start < ?')
      .bind(Math.floor(nowMs / 1000) - LONGEST_RATE_WINDOW_SECONDS),
    ...buckets.map(({ key }) =>
      db
        .prepare(
          `INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 1)
           ON CONFLICT(bucket, window_start) DO UPDATE SET hits = hits + 1 RETURNING hits`,
        )
        .bind(key, windowStart),
    ),
  ]);
  const over = buckets.some(
    ({ limit }, index) => (counted[index + 1]?.results[0]?.hits ?? 0) > limit,
  );
  if (!over) return { allowed: true };
  return {
    allowed: false,
    retryAfter: windowStart + windowSeconds - Math.floor(nowMs / 1000),
  };
};

const windowStartOf = (nowMs: number, windowSeconds: number) =>
  Math.floor(nowMs / 1000 / windowSeconds) * windowSeconds;

/**
 * Takes back the hit a request counted in these buckets (hitRateLimits) when it did not get what
 * it was counted for: a phone's cap counts the codes sent, not the requests refused.
 */
export const refundRateLimits = async (
  db: D1Database,
  keys: readonly string[],
  nowMs = Date.now(),
  windowSeconds = RATE_WINDOW_SECONDS,
) => {
  const windowStart = windowStartOf(nowMs, windowSeconds);
  await db.batch(
    keys.map((key) =>
      db
        .prepare(
          'UPDATE rate_limits SET hits = hits - 1 WHERE bucket = ? AND window_start = ? AND hits > 0',
        )
        .bind(key, windowStart),
    ),
  );
};

/** The body and headers of a 429 for a refused check. */
export const rateLimitedAnswer = (retryAfter: number) => ({
  body: {
    message: `Too many requests; try again in ${retryAfter} s`,
    code: ERROR_CODES.rateLimited,
  } satisfies ErrorBody,
  headers: { 'Retry-After': String(retryAfter) },
});
