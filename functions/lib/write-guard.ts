import { orderEventCall } from '@pizza-order-app/contract/order-events';
import { telegramWebhookCall } from '@pizza-order-app/contract/telegram-webhook';
import { telegramInvoiceCall } from '@pizza-order-app/contract/telegram-payments';
import {
  clickCompleteCall,
  clickPrepareCall,
  paymeCall,
  SANDBOX_CLICK_PATH,
  SANDBOX_PAYME_PATH,
} from '@pizza-order-app/contract/merchant-api';
import type { Context, MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { limitedBody } from './body-limit';

/**
 * Paths of server-to-server callbacks, which come from no page, may post forms, and prove
 * themselves with their own secret: Telegram's webhook (its secret header), the chain's order
 * status events and invoice requests (their signature), Payme's Merchant API (its Basic
 * credentials) and Click's Shop API (form posts with their MD5 signature). The write guard
 * leaves who they are to that check, and only bounds their bodies.
 */
export const SERVER_CALLBACKS: readonly string[] = [
  telegramWebhookCall.path,
  orderEventCall.path,
  telegramInvoiceCall.path,
  paymeCall.path,
  clickPrepareCall.path,
  clickCompleteCall.path,
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

const unsupported = (c: Context) =>
  c.json({ message: 'Send the request body as application/json' }, 415);

/** A page's write: from the site's own origin, with a JSON body (or a sandbox's form) or none. */
const sameOriginJson: MiddlewareHandler = async (c, next) => {
  if (isCrossOrigin(c.req.raw))
    return c.json({ message: 'Requests from another site may not change anything here' }, 403);
  const contentType = c.req.header('Content-Type');
  if (contentType === undefined) return next();
  const form = SAME_ORIGIN_FORMS.includes(c.req.path) && isForm(contentType);
  return form || isJson(contentType) ? next() : unsupported(c);
};

/**
 * A write without `Content-Type` carries no body (what could it be?): the endpoint gets none to
 * read. After the body limit, which bounds what is read here.
 */
const bodilessWithoutType: MiddlewareHandler = async (c, next) => {
  if (c.req.header('Content-Type') !== undefined) return next();
  if ((await c.req.raw.arrayBuffer()).byteLength > 0) return unsupported(c);
  c.req.raw = new Request(c.req.raw, { body: null });
  return next();
};

const pageWrite = every(sameOriginJson, limitedBody, bodilessWithoutType);

/**
 * Every request that may change something at /api (the edge's endpoints and the reference
 * backend's writes alike; reads pass): a cross-origin one is 403, whatever it carries; a body that
 * is not `application/json` 415 (a page of another site can send JSON only after a preflight,
 * which nothing here answers); a body over the contract's 64 KB 413 (limitedBody), read no
 * further, the declared server callbacks' too.
 *
 * Not hono's `csrf`: it checks only the content types a form can send (a cross-site JSON write
 * would pass it), takes a same-origin `Sec-Fetch-Site` or a same `Origin` as enough where a write
 * here must contradict neither, and knows no server callbacks.
 */
export const guardWrites: MiddlewareHandler = (c, next) => {
  if (READS.has(c.req.method)) return next();
  if (SERVER_CALLBACKS.includes(c.req.path)) return limitedBody(c, next);
  return pageWrite(c, next);
};
