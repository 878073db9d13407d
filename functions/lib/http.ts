const NO_STORE = { 'Cache-Control': 'no-store' };

/** A JSON answer that no cache keeps: tokens and signatures are per visitor and short-lived. */
export const jsonResponse = (body: unknown, status = 200, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers: { ...NO_STORE, ...headers } });

export const jsonError = (status: number, message: string, headers: HeadersInit = {}) =>
  jsonResponse({ message }, status, headers);

export const methodNotAllowed = (allowed: string) =>
  jsonError(405, `Method not allowed; use ${allowed}`, { Allow: allowed });
