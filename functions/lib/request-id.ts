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
 * the request (else one of its own, as newRequestId names it) as `c.var.requestId`, and in the
 * answer.
 */
export const namedRequest = requestId({
  headerName: REQUEST_ID_HEADER,
  generator: (c) => newRequestId(c.req.raw),
});
