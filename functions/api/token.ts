import { identifyCustomer, sessionRenewal } from '../lib/customer-identity';
import type { Env } from '../lib/env';
import { jsonResponse, methodNotAllowed, telegramSessionRefused } from '../lib/http';
import { issueToken } from '../lib/tokens';

/**
 * GET /api/token → { token, expiresAt }: a bearer for the main API whose claim names the customer
 * the edge identified (a Telegram user or a web session; nobody for an anonymous visitor).
 */
export const onRequestGet: PagesFunction<Env> = async ({ request, env }) => {
  const identity = await identifyCustomer(request, env);
  if (!identity.ok) return telegramSessionRefused(identity.reason);
  return jsonResponse(
    await issueToken(env.MAIN_API_SECRET, 'main-api', identity.customer),
    200,
    await sessionRenewal(env, identity.session),
  );
};

export const onRequest = methodNotAllowed('GET');
