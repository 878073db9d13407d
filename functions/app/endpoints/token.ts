import { identifyCustomer, sessionRenewal } from '../../lib/customer-identity';
import { jsonResponse, telegramSessionRefused } from '../../lib/http';
import { issueToken } from '../../lib/tokens';
import { edge } from '../context';

/**
 * GET /api/token → { token, expiresAt }: a bearer for the main API whose claim names the customer
 * the edge identified (a Telegram user or a web session; nobody for an anonymous visitor).
 */
export const issueMainToken = edge.createHandlers(async ({ env, req: { raw: request } }) => {
  const identity = await identifyCustomer(request, env);
  if (!identity.ok) return telegramSessionRefused(identity.reason);
  return jsonResponse(
    await issueToken(env.MAIN_API_SECRET, 'main-api', identity.customer),
    200,
    await sessionRenewal(env, identity.session),
  );
});
