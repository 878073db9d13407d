import type { BrowserContext, Route } from '@playwright/test';
import type { Journal } from './journal';

interface StaticFile {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: Buffer;
}

/** A worker's copies of the build's static files, by URL (see shareStaticFiles). */
export type StaticFiles = Map<string, Promise<StaticFile>>;

/** The build's files as `dist/` holds them: the hashed code, the catalogue's images, the icons. */
const isStaticFile = (url: URL) => /^\/(assets|images|icons)\/|^\/logo\.svg$/.test(url.pathname);

const fetchFile = async (route: Route): Promise<StaticFile> => {
  const response = await route.fetch();
  return { status: response.status(), headers: response.headers(), body: await response.body() };
};

/**
 * The pages of one worker share the build's static files as one browser's cache would: each file
 * is asked of the server once, and later pages get that answer, headers and all. The build does
 * not change during a run, and `wrangler pages dev` spends more of the two cores on a page's
 * forty files than the browser does on the page (about a second a load); the server's handling of
 * files, a missing one included, is still met at each file's first request and by specs that
 * opt out (the offline and new-deployment specs, `sharedStaticFiles: false`). Only a 200 is kept.
 */
export const shareStaticFiles = (context: BrowserContext, files: StaticFiles, journal: Journal) =>
  context.route(isStaticFile, async (route) => {
    const url = route.request().url();
    const handedOver = journal.fileAsked(url);
    const shared = files.get(url);
    const kept = shared ?? fetchFile(route);
    files.set(url, kept);
    const file = await kept.catch(() => null);
    // The page that asked first closed before the answer came: this one, and the next, ask again.
    if (file?.status !== 200) files.delete(url);
    // A page that closes meanwhile takes no answer.
    await (file ? route.fulfill(file) : route.continue()).catch(() => undefined);
    handedOver(
      `${file ? `answered ${file.status}` : 'passed to the server'}${shared ? ' (shared)' : ''}`,
    );
  });
