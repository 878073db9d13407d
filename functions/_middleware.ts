import { matchRoute } from '../src/shared/config/routes';
import { splitLanguagePath } from '../src/shared/i18n/language-path';

/**
 * Pages serves the app's index.html for every path it has no file for. The app's own route table
 * decides whether that path is a screen (200) or not (404), so crawlers and monitors see the truth.
 */
export const onRequest: PagesFunction = async ({ request, next }) => {
  const response = await next();
  const { pathname } = new URL(request.url);
  const isPage =
    (request.method === 'GET' || request.method === 'HEAD') &&
    !pathname.startsWith('/api/') &&
    (response.headers.get('content-type') ?? '').includes('text/html');
  if (!isPage || matchRoute(splitLanguagePath(pathname).path)) return response;
  return new Response(response.body, { status: 404, headers: response.headers });
};
