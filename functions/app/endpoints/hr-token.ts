import { identifyCustomer, sessionRenewal } from '../../lib/customer-identity';
import { jsonResponse } from '../../lib/http';
import { issueToken } from '../../lib/tokens';
import { edge } from '../context';

/**
 * GET /api/hr_token → { token, expiresAt }: a bearer for the HR API, naming the customer when the
 * edge knows one (the HR API limits applications per customer too). Invalid init data only
 * drops the claim: applying for a job needs no identity.
 */
export const issueHrToken = edge.createHandlers(async ({ env, req: { raw: request } }) => {
  const identity = await identifyCustomer(request, env);
  const customer = identity.ok ? identity.customer : null;
  return jsonResponse(
    await issueToken(env.HR_API_SECRET, 'hr-api', customer),
    200,
    identity.ok ? await sessionRenewal(env, identity.session) : {},
  );
});
