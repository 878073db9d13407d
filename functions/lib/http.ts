import { TELEGRAM_SESSION_REFUSED } from '@pizza-order-app/contract/common';
import { STRICT_TRANSPORT_SECURITY } from '@pizza-order-app/contract/config/site-http';

// Pages applies `_headers` to static files only, not to what a function writes.
const EDGE_ANSWER_HEADERS = {
  'Cache-Control': 'no-store',
  'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
  // No browser takes an answer for a script or a page it was not declared as.
  'X-Content-Type-Options': 'nosniff',
};

/**
 * A JSON answer that no cache keeps (tokens and signatures are per visitor and short-lived) and
 * that, like every page, tells the browser to use HTTPS only and not to sniff its type.
 */
/** An answer's own headers: pairs may name a header twice (two cookies set at once). */
export type AnswerHeaders =
  Readonly<Record<string, string>> | readonly (readonly [string, string])[];

export const jsonResponse = (body: unknown, status = 200, headers: AnswerHeaders = {}) => {
  const all = new Headers(EDGE_ANSWER_HEADERS);
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
    headers: { ...EDGE_ANSWER_HEADERS, Location: location, Vary: vary },
  });

export const jsonError = (status: number, message: string, headers: AnswerHeaders = {}) =>
  jsonResponse({ message }, status, headers);

/** Telegram init data the edge would not accept: one code the app answers with one state. */
export const telegramSessionRefused = (reason: string) =>
  jsonResponse({ message: reason, code: TELEGRAM_SESSION_REFUSED }, 401, {
    'WWW-Authenticate': 'tma',
  });

/**
 * The `onRequest` beside an endpoint's method-specific handler (`onRequestGet`): Pages routes
 * every other method there, and would otherwise hand it on to the /api catch-all.
 */
export const methodNotAllowed =
  (allowed: string): PagesFunction =>
  () =>
    jsonError(405, `Method not allowed; use ${allowed}`, { Allow: allowed });
