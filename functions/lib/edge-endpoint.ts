import type { Env } from './env';
import { jsonError, methodNotAllowed } from './http';

/** A GET-only edge endpoint: 405 for other methods, a JSON 500 (never a stack or secret) on failure. */
export const getOnly =
  (handler: (request: Request, env: Env) => Promise<Response>): PagesFunction<Env> =>
  async ({ request, env }) => {
    if (request.method !== 'GET') return methodNotAllowed('GET');
    try {
      return await handler(request, env);
    } catch {
      return jsonError(500, 'The endpoint failed');
    }
  };
