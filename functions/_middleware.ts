import type { Env } from './lib/env';
import { matchRoute } from '../src/shared/config/routes';
import { shellPathOf } from '../src/shared/config/shell-path';
import { splitLanguagePath } from '../src/shared/i18n/language-path';

/**
 * Pages serves a prerendered shell for every screen path it has a file for, and the app's
 * index.html for any other. The app's own route table decides whether such a path is a screen
 * (200) or not (404), so crawlers and monitors see the truth. A screen with parameters
 * (/news/42) gets its route's generic shell, so its first paint is already in the right language.
 */
export const onRequest: PagesFunction = async ({ request, next, env }) => {
  const response = await next();
  const url = new URL(request.url);
  const isPage =
    (request.method === 'GET' || request.method === 'HEAD') &&
    !url.pathname.startsWith('/api/') &&
    (response.headers.get('content-type') ?? '').includes('text/html');
  if (!isPage) return response;
  if (!matchRoute(splitLanguagePath(url.pathname).path)) {
    return new Response(response.body, { status: 404, headers: response.headers });
  }
  const shell = shellPathOf(url.pathname);
  if (!shell || shell === url.pathname) return response;
  const shellResponse = await (env as Pick<Env, 'ASSETS'>).ASSETS.fetch(new URL(shell, url), {
    method: request.method,
  });
  const isShell =
    shellResponse.ok && (shellResponse.headers.get('content-type') ?? '').includes('text/html');
  return isShell ? shellResponse : response;
};
