import { webSessionCall } from '@pizza-order-app/contract/orders-api';
import type { ApiClients } from './clients';
import { callEdge } from './edge-call';

const SESSION_TIMEOUT_MS = 10_000;

/**
 * Starts the web customer session before an order, or renews the one the browser has: the edge
 * sets its HttpOnly cookie (the app never sees it) and answers a main API token naming the
 * session, so the order, and every later read of it, is this customer's.
 */
export const startCustomerSession = async ({ replaceMainToken }: ApiClients) => {
  replaceMainToken(await callEdge(webSessionCall, { timeoutMs: SESSION_TIMEOUT_MS }));
};
