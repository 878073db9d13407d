import { sentryPagesPlugin } from '@sentry/cloudflare';
import type { Env } from './lib/env';
import { readArticle, withFirstVisitArticle } from './lib/first-visit-article';
import { withFirstVisitList } from './lib/first-visit-list';
import { edgeRedirect, jsonError, ROOT_ANSWER_HEADERS } from './lib/http';
import { isCrawler } from './lib/is-crawler';
import {
  articlePreview,
  dishPreview,
  previewAddress,
  readSharedDish,
  routePreview,
  writePreview,
} from './lib/page-preview';
import { newRequestId, REQUEST_ID_HEADER } from './lib/request-id';
import {
  FIRST_VISIT_LISTS,
  type FirstVisitList,
} from '@pizza-order-app/contract/config/first-visit-lists';
import { DEFAULT_LANGUAGE } from '@pizza-order-app/contract/config/languages';
import { matchRoute, type RouteName } from '@pizza-order-app/contract/config/routes';
import { shellPathOf } from '@pizza-order-app/contract/config/shell-path';
import { CRAWLER_ATTRIBUTE, HASHED_ASSETS_PATH } from '@pizza-order-app/contract/config/site-http';
import { acceptedLanguages } from '@pizza-order-app/contract/i18n/detect-language';
import { readLanguageCookie } from '@pizza-order-app/contract/i18n/language-cookie';
import { splitLanguagePath } from '@pizza-order-app/contract/i18n/language-path';
import { languageRedirect } from '@pizza-order-app/contract/i18n/language-redirect';
import { opensInTelegram } from '@pizza-order-app/contract/lib/telegram-query';

const isHtml = (response: Response) =>
  (response.headers.get('content-type') ?? '').includes('text/html');

const isFirstVisitList = (route: RouteName): route is FirstVisitList =>
  (FIRST_VISIT_LISTS as readonly string[]).includes(route);

/**
 * Pages answers a path without a file with the app's index.html (its single-page fallback).
 * Under the hashed assets that is a file of another build, which must be seen missing, as a
 * plain 404 that no cache keeps (see uncachedIfError) rather than an HTML page. The fallback's
 * security headers (from `_headers`) stay; those that describe its body go.
 */
const missingAsset = (fallback: Response) => {
  const headers = new Headers(fallback.headers);
  for (const name of ['Content-Length', 'ETag', 'Last-Modified']) headers.delete(name);
  headers.set('Content-Type', 'text/plain; charset=utf-8');
  headers.set('Cache-Control', 'no-store');
  return new Response('Not found', { status: 404, headers });
};

/** A page that no longer is its file (see answerPage, markedForCrawler) loses the file's ETag. */
const unlikeItsFile = (page: Response) => {
  const headers = new Headers(page.headers);
  headers.delete('ETag');
  return new Response(page.body, { status: page.status, headers });
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
 * docs/product.md §2/§4: a page is served in the visitor's language, the one the app would move them to
 * (languageRedirect, which the app's router asks on every route change), so no page is painted
 * in another language first. A Telegram launch is known by its address's query only (its launch
 * parameters ride in the fragment): there the bot's path stands, never the device's language.
 */
const languageRedirected = (request: Request, url: URL) => {
  const header = (name: string) => request.headers.get(name) ?? '';
  const path = languageRedirect(url.pathname, {
    cookie: readLanguageCookie(header('Cookie')),
    browser: acceptedLanguages(header('Accept-Language')),
    isCrawler: isCrawler(header('User-Agent')),
    inTelegram: opensInTelegram(url.search),
  });
  return path ? edgeRedirect(`${path}${url.search}`, 'Accept-Language, Cookie') : null;
};

/**
 * Pages serves a prerendered page for every screen path it has a file for, and the app's
 * index.html for any other. The app's own route table decides whether such a path is a screen
 * (200) or not (404), so crawlers and monitors see the truth. A screen with parameters
 * (/news/42) gets its route's generic page, so its first paint is already in the right language.
 * Every page previews when its link is shared: as the article or dish it shows, else as its route
 * (page-preview.ts). The news and promotions pages get their first cards written in
 * (first-visit-list.ts), a news item's and a promotion's page its article (first-visit-article.ts).
 */
const answerPage = async (
  { request, env }: EventContext<Env, string, unknown>,
  response: Response,
  url: URL,
): Promise<Response> => {
  const { language, path } = splitLanguagePath(url.pathname);
  const route = matchRoute(path);
  if (!route) return new Response(response.body, { status: 404, headers: response.headers });
  const shell = shellPathOf(url.pathname);
  const generic =
    shell && shell !== url.pathname
      ? await env.ASSETS.fetch(new URL(shell, url), { method: request.method })
      : null;
  const page = generic?.ok && isHtml(generic) ? generic : response;
  if (request.method !== 'GET' || !page.ok) return page;
  const shown = language ?? DEFAULT_LANGUAGE;
  const [article, dish] = await Promise.all([
    readArticle(env, { route, path, language: shown }),
    route === 'menu' ? readSharedDish(env, url.searchParams, shown) : null,
  ]);
  const previewed = writePreview(page, {
    origin: url.origin,
    address: previewAddress(path, shown, dish),
    language: shown,
    preview: article
      ? articlePreview(article)
      : dish
        ? dishPreview(dish, shown)
        : routePreview(route, shown),
  });
  // An article or dish written in changes with the backend's content, unlike the file.
  const current = article || dish ? unlikeItsFile(previewed) : previewed;
  if (!isFirstVisitList(route))
    return withFirstVisitArticle(current, { route, language: shown, article });
  return withFirstVisitList(current, { env, list: route, language: shown });
};

/**
 * A crawler's page says so on its root element, for the app (src/app/visitor.ts); it differs
 * from the file, so the file's ETag goes.
 */
const markedForCrawler = (request: Request, page: Response) => {
  if (!isCrawler(request.headers.get('User-Agent') ?? '')) return page;
  return unlikeItsFile(
    new HTMLRewriter()
      .on('html', { element: (root) => void root.setAttribute(CRAWLER_ATTRIBUTE, '') })
      .transform(page),
  );
};

/** HTML answers are pages (see answerPage); files and API answers pass through untouched. */
const pages: PagesFunction<Env> = async (context) => {
  const { request } = context;
  const url = new URL(request.url);
  if (url.pathname.startsWith('/api/')) return context.next();
  const response = await context.next();
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !isHtml(response)) return response;
  if (url.pathname.startsWith(HASHED_ASSETS_PATH)) return missingAsset(response);
  const redirect = languageRedirected(request, url);
  if (!redirect)
    return markedForCrawler(request, uncachedIfError(await answerPage(context, response, url)));
  await response.body?.cancel();
  return redirect;
};

/**
 * First in the chain: names the request (REQUEST_ID_HEADER, for every function after it) and
 * turns a failure anywhere after it into a log line with its stack and that id, and a 500 that
 * names nothing of the failure (no stack, no secret) but the id, for a report to quote.
 */
const failures: PagesFunction<Env> = async (context) => {
  const requestId = newRequestId(context.request);
  const headers = new Headers(context.request.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  const request = new Request(context.request, { headers });
  try {
    return await context.next(request);
  } catch (error) {
    const { pathname } = new URL(request.url);
    console.error('edge function failed', {
      requestId,
      method: request.method,
      path: pathname,
      stack: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    const id = { [REQUEST_ID_HEADER]: requestId };
    if (pathname.startsWith('/api/'))
      return jsonError(500, 'The endpoint failed', { ...ROOT_ANSWER_HEADERS, ...id });
    return new Response('The page failed', {
      status: 500,
      headers: { ...id, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
};

const sentry = sentryPagesPlugin<Env>((context) => ({
  dsn: context.env.SENTRY_DSN,
  initialScope: { tags: { request_id: context.request.headers.get(REQUEST_ID_HEADER) ?? '' } },
}));

/**
 * Reports a failure after it to Sentry (and hands it on to `failures`), only where a DSN is
 * configured: without one, nothing of Sentry runs.
 */
const reported: PagesFunction<Env> = (context) =>
  context.env.SENTRY_DSN
    ? sentry(context as unknown as Parameters<typeof sentry>[0])
    : context.next();

export const onRequest = [failures, reported, pages];
