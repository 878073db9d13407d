import { TELEGRAM_SESSION_REFUSED } from '@pizza-order-app/contract/common';
import { STRICT_TRANSPORT_SECURITY } from '@pizza-order-app/contract/config/site-http';

/**
 * What the /api app's middleware says on each of its answers (functions/app/app.ts), said here by
 * the root middleware's own answers, which no app sees: a page's redirect and a failure's 500.
 * Pages applies `_headers` to static files only.
 */
export const ROOT_ANSWER_HEADERS = {
  'Cache-Control': 'no-store',
  'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
  'X-Content-Type-Options': 'nosniff',
};

/** An answer's own headers: pairs may name a header twice (two cookies set at once). */
export type AnswerHeaders =
  Readonly<Record<string, string>> | readonly (readonly [string, string])[];

/** A JSON answer; the app adds the headers every answer carries. */
export const jsonResponse = (body: unknown, status = 200, headers: AnswerHeaders = {}) => {
  const all = new Headers();
  const pairs: readonly (readonly [string, string])[] = Array.isArray(headers)
    ? headers
    : Object.entries(headers);
  for (const [name, value] of pairs) all.append(name, value);
  return Response.json(body, { status, headers: all });
};

/** A redirect decided at the edge: per visitor, so no cache keeps it. */
export const edgeRedirect = (location: string, vary: string) =>
  new Response(null, {
    status: 302,
    headers: { ...ROOT_ANSWER_HEADERS, Location: location, Vary: vary },
  });

export const jsonError = (status: number, message: string, headers: AnswerHeaders = {}) =>
  jsonResponse({ message }, status, headers);

/** Telegram init data the edge would not accept: one code the app answers with one state. */
export const telegramSessionRefused = (reason: string) =>
  jsonResponse({ message: reason, code: TELEGRAM_SESSION_REFUSED }, 401, {
    'WWW-Authenticate': 'tma',
  });
