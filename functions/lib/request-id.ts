import { requestId } from 'hono/request-id';

/**
 * The header naming a request in the edge's logs and answers: the root middleware sets it on
 * every request it hands on (a client's own value is replaced), and names its failures with it.
 */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Cloudflare's ray id, which also names the request in Cloudflare's own logs; a local run has none. */
export const newRequestId = (request: Request) =>
  request.headers.get('CF-Ray') ?? crypto.randomUUID();

/**
 * hono's requestId for the /api app and the reference backend: the id the root middleware gave
 * the request (else one of its own, as newRequestId names it) as `c.var.requestId`, for their
 * logs. Not echoed in answers (`headerName: ''`): hono could add it only to the answers it builds
 * itself, and a failure's 500 already names it (the root middleware).
 */
export const namedRequest = requestId({
  headerName: '',
  generator: (c) => c.req.header(REQUEST_ID_HEADER) ?? newRequestId(c.req.raw),
});
