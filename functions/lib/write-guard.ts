import { MAX_REQUEST_BODY_BYTES } from '@pizza-order-app/contract/limits';
import { ORDER_EVENTS_PATH } from '@pizza-order-app/contract/order-events';
import { WEBHOOK_PATH } from '@pizza-order-app/contract/telegram-webhook';
import { TELEGRAM_INVOICE_PATH } from '@pizza-order-app/contract/telegram-payments';
import {
  CLICK_COMPLETE_PATH,
  CLICK_PREPARE_PATH,
  PAYME_CALLBACK_PATH,
  SANDBOX_CLICK_PATH,
  SANDBOX_PAYME_PATH,
} from '@pizza-order-app/contract/merchant-api';
import type { Env } from './env';
import { jsonError } from './http';

/**
 * Paths of server-to-server callbacks, which come from no page, may post forms, and prove
 * themselves with their own secret: Telegram's webhook (its secret header), the chain's order
 * status events and invoice requests (their signature), Payme's Merchant API (its Basic
 * credentials) and Click's Shop API (form posts with their MD5 signature). The write guard
 * leaves who they are to that check, and only bounds their bodies.
 */
export const SERVER_CALLBACKS: readonly string[] = [
  WEBHOOK_PATH,
  ORDER_EVENTS_PATH,
  TELEGRAM_INVOICE_PATH,
  PAYME_CALLBACK_PATH,
  CLICK_PREPARE_PATH,
  CLICK_COMPLETE_PATH,
];

/**
 * Pages of the site that post a plain HTML form to themselves: the reference backend's payment
 * sandboxes (a provider's page, played on the same origin). Same-origin only, like every write.
 */
export const SAME_ORIGIN_FORMS: readonly string[] = [SANDBOX_PAYME_PATH, SANDBOX_CLICK_PATH];

const isForm = (contentType: string) =>
  contentType.split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether the browser says the request comes from another origin: `Sec-Fetch-Site` other than
 * same-origin (a sibling subdomain is another origin too), or an `Origin` other than the site's
 * (`null` included). A client that sends neither is no browser a page could drive.
 */
export const isCrossOrigin = (request: Request) => {
  const site = request.headers.get('Sec-Fetch-Site');
  if (site !== null && site !== 'same-origin') return true;
  const origin = request.headers.get('Origin');
  return origin !== null && origin !== new URL(request.url).origin;
};

/**
 * Whether the request proves it comes from the site's own pages: a browser said so. Every
 * browser the app supports sends `Origin` with a POST and `Sec-Fetch-Site` with every request.
 */
export const provesSameOrigin = (request: Request) =>
  !isCrossOrigin(request) &&
  (request.headers.has('Origin') || request.headers.has('Sec-Fetch-Site'));

const isJson = (contentType: string) =>
  contentType.split(';')[0]?.trim().toLowerCase() === 'application/json';

/** The body's bytes, or null past the contract's limit (read no further than that). */
const boundedBody = async (request: Request): Promise<Uint8Array | null> => {
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_REQUEST_BODY_BYTES) return null;
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_REQUEST_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  const body = new Uint8Array(size);
  chunks.reduce((offset, chunk) => (body.set(chunk, offset), offset + chunk.byteLength), 0);
  return body;
};

/**
 * Every request that may change something at /api (the edge's endpoints and the reference
 * backend's writes alike; reads pass): a cross-origin one is 403, whatever it carries; a body that
 * is not `application/json` 415 (a page of another site can send JSON only after a preflight,
 * which nothing here answers); a body over the contract's 64 KB 413, read no further, the
 * declared server callbacks' too. The next function gets the body already read.
 */
export const guardWrites: PagesFunction<Env> = async ({ request, next }) => {
  if (READS.has(request.method)) return next();
  const path = new URL(request.url).pathname;
  const callback = SERVER_CALLBACKS.includes(path);
  if (!callback && isCrossOrigin(request))
    return jsonError(403, 'Requests from another site may not change anything here');
  const contentType = request.headers.get('Content-Type');
  const unsupported = () => jsonError(415, 'Send the request body as application/json');
  const form = SAME_ORIGIN_FORMS.includes(path) && contentType !== null && isForm(contentType);
  if (!callback && !form && contentType !== null && !isJson(contentType)) return unsupported();
  const body = await boundedBody(request);
  if (body === null)
    return jsonError(413, `The request body is over ${MAX_REQUEST_BODY_BYTES / 1024} KB`);
  if (!callback && contentType === null && body.byteLength > 0) return unsupported();
  return next(new Request(request, { body: body.byteLength > 0 ? body : null }));
};
