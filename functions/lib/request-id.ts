/**
 * The header naming a request in the edge's logs and in the answer to a failed one: the root
 * middleware sets it on every request it hands on (a client's own value is replaced).
 */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Cloudflare's ray id, which also names the request in Cloudflare's own logs; a local run has none. */
export const newRequestId = (request: Request) =>
  request.headers.get('CF-Ray') ?? crypto.randomUUID();

/** The id the root middleware gave the request. */
export const requestIdOf = (request: Request) => request.headers.get(REQUEST_ID_HEADER) ?? 'none';
