import { TokenResponseSchema } from '@pizza-order-app/contract/common';
import type { ApiClients } from './clients';
import { requestJson } from './request-json';

const SESSION_TIMEOUT_MS = 10_000;

/**
 * Starts the web customer session before an order, or renews the one the browser has: the edge
 * sets its HttpOnly cookie (the app never sees it) and answers a main API token naming the
 * session, so the order, and every later read of it, is this customer's.
 */
export const startCustomerSession = async ({ replaceMainToken }: ApiClients) => {
  replaceMainToken(
    await requestJson({
      url: '/api/session',
      method: 'POST',
      response: TokenResponseSchema,
      timeoutMs: SESSION_TIMEOUT_MS,
    }),
  );
};
