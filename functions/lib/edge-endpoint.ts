import type { Env } from './env';
import { jsonError, methodNotAllowed } from './http';

type Handler = (request: Request, env: Env) => Promise<Response>;

/** An edge endpoint for one method: 405 for others, a JSON 500 (never a stack or secret) on failure. */
const only =
  (method: 'GET' | 'POST') =>
  (handler: Handler): PagesFunction<Env> =>
  async ({ request, env }) => {
    if (request.method !== method) return methodNotAllowed(method);
    try {
      return await handler(request, env);
    } catch {
      return jsonError(500, 'The endpoint failed');
    }
  };

export const getOnly = only('GET');
export const postOnly = only('POST');
