import { getOnly } from '../lib/edge-endpoint';
import { jsonResponse } from '../lib/http';
import { issueToken } from '../lib/tokens';

/** GET /api/hr_token → { token, expiresAt }: a bearer for the HR API. */
export const onRequest = getOnly(async (_request, env) =>
  jsonResponse(await issueToken(env.HR_API_SECRET, 'hr-api')),
);
