import { describe, expect, it } from 'vitest';
import { sessionSecrets } from '../../functions/lib/env';
import { randomToken } from '../../functions/lib/crypto';
import {
  LAST_SEEN_STEP_MS,
  readLiveWebSession,
  recordSignIn,
} from '../../functions/lib/signed-in-sessions';
import { SESSION_MAX_AGE_SECONDS, sessionCookie } from '../../functions/lib/web-session';
import { testEnv } from './support';

/** The rows of signed-in sessions kept in D1: a use is written once a day, the unused are pruned. */

const HOUR_MS = 60 * 60 * 1000;
const YEAR_MS = SESSION_MAX_AGE_SECONDS * 1000;

const lastSeenOf = (sid: string) =>
  testEnv.DB.prepare('SELECT last_seen_at FROM signed_in_sessions WHERE sid = ?')
    .bind(sid)
    .first<number>('last_seen_at');

/** A request carrying the session's cookie, as its browser would send it. */
const requestOf = async (sid: string, phone: string) => {
  const cookie = await sessionCookie({ sid, phone }, sessionSecrets(testEnv));
  return new Request('http://localhost/api/token', {
    headers: { Cookie: cookie.split(';')[0] ?? '' },
  });
};

const signedIn = async (phone: string, nowMs: number) => {
  const sid = randomToken();
  await recordSignIn(testEnv.DB, sid, phone, nowMs);
  return sid;
};

describe('signed-in sessions', () => {
  it('write a use at most once a day: reads within a day write nothing', async () => {
    const phone = '+998901110001';
    const start = Date.now();
    const sid = await signedIn(phone, start);
    const read = async (at: number) =>
      readLiveWebSession(await requestOf(sid, phone), sessionSecrets(testEnv), testEnv.DB, at);
    expect(await read(start + HOUR_MS)).toMatchObject({ sid, phone });
    expect(await lastSeenOf(sid)).toBe(start);
    expect(await read(start + LAST_SEEN_STEP_MS)).toMatchObject({ sid, phone });
    expect(await lastSeenOf(sid)).toBe(start + LAST_SEEN_STEP_MS);
  });

  it('unused for longer than their cookie lives are deleted at the next sign-in; the used ones stay', async () => {
    const now = Date.now();
    const forgotten = await signedIn('+998901110002', now - YEAR_MS - 2 * LAST_SEEN_STEP_MS);
    const quiet = await signedIn('+998901110003', now - YEAR_MS + LAST_SEEN_STEP_MS);
    const fresh = await signedIn('+998901110004', now);
    expect(await lastSeenOf(forgotten)).toBeNull();
    expect(await lastSeenOf(quiet)).toBe(now - YEAR_MS + LAST_SEEN_STEP_MS);
    expect(await lastSeenOf(fresh)).toBe(now);
  });
});
