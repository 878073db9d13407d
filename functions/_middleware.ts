import type { Env } from './lib/env';
import { withFirstVisitList } from './lib/first-visit-list';
import { FIRST_VISIT_LISTS, type FirstVisitList } from '../src/shared/config/first-visit-lists';
import { DEFAULT_LANGUAGE } from '../src/shared/config/languages';
import { matchRoute, type RouteName } from '../src/shared/config/routes';
import { shellPathOf } from '../src/shared/config/shell-path';
import { HASHED_ASSETS_PATH } from '../src/shared/config/site-http';
import { splitLanguagePath } from '../src/shared/i18n/language-path';

const isFirstVisitList = (route: RouteName): route is FirstVisitList =>
  (FIRST_VISIT_LISTS as readonly string[]).includes(route);

/**
 * Pages answers a path without a file with the app's index.html (its single-page fallback).
 * Under the hashed assets that is a file of another build, which must be seen missing, as a
 * plain 404 rather than an HTML page. The fallback's security headers (from `_headers`) stay;
 * those that describe its body go.
 */
const missingAsset = (fallback: Response) => {
  const headers = new Headers(fallback.headers);
  for (const name of ['Content-Length', 'ETag', 'Last-Modified']) headers.delete(name);
  headers.set('Content-Type', 'text/plain; charset=utf-8');
  return new Response('Not found', { status: 404, headers });
};

/**
 * An error page is never kept by a cache: the path may be a screen or a file of the next
 * deployment, and `_headers` would otherwise keep a 404 under /assets/ as immutable for a year.
 * Redirects and 304s keep their caching.
 */
const uncachedIfError = (page: Response) => {
  if (page.status < 400) return page;
  const headers = new Headers(page.headers);
  headers.set('Cache-Control', 'no-store');
  return new Response(page.body, { status: page.status, headers });
};

/**
 * Pages serves a prerendered page for every screen path it has a file for, and the app's
 * index.html for any other. The app's own route table decides whether such a path is a screen
 * (200) or not (404), so crawlers and monitors see the truth. A screen with parameters
 * (/news/42) gets its route's generic page, so its first paint is already in the right language.
 * The news and promotions pages get their first cards written in (see first-visit-list.ts).
 */
const answerPage = async (
  { request, env }: { request: Request; env: unknown },
  response: Response,
  url: URL,
): Promise<Response> => {
  if (url.pathname.startsWith(HASHED_ASSETS_PATH)) return missingAsset(response);
  const { language, path } = splitLanguagePath(url.pathname);
  const route = matchRoute(path);
  if (!route) {
    return new Response(response.body, { status: 404, headers: response.headers });
  }
  const shell = shellPathOf(url.pathname);
  const page = await (async () => {
    if (!shell || shell === url.pathname) return response;
    const shellResponse = await (env as Pick<Env, 'ASSETS'>).ASSETS.fetch(new URL(shell, url), {
      method: request.method,
    });
    const isShell =
      shellResponse.ok && (shellResponse.headers.get('content-type') ?? '').includes('text/html');
    return isShell ? shellResponse : response;
  })();
  if (request.method !== 'GET' || !page.ok || !isFirstVisitList(route)) return page;
  return withFirstVisitList(page, {
    env: env as Env,
    url,
    list: route,
    language: language ?? DEFAULT_LANGUAGE,
  });
};

/** HTML answers are pages (see answerPage); files and API answers pass through untouched. */
export const onRequest: PagesFunction = async ({ request, next, env }) => {
  const response = await next();
  const url = new URL(request.url);
  const isPage =
    (request.method === 'GET' || request.method === 'HEAD') &&
    !url.pathname.startsWith('/api/') &&
    (response.headers.get('content-type') ?? '').includes('text/html');
  if (!isPage) return response;
  return uncachedIfError(await answerPage({ request, env }, response, url));
};
