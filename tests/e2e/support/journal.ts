import type { BrowserContext, Page, Request } from '@playwright/test';
import { isStaticFile } from '../../../scripts/static-files.mjs';

/** A static file that took longer than this to come is worth a line in a report. */
const SLOW_FILE_MS = 2_000;

/**
 * What a test's pages went through, for its failure report (scripts/test-summary.mjs prints it):
 * the documents they asked for, received and loaded, the URLs they moved to, their uncaught
 * errors, the static files that were slow and those still under way. A screen left on its
 * placeholder tells by itself only that something never came; this says what.
 */
export interface Journal {
  /** Notes what happened now, stamped with the time since the test began. */
  readonly note: (text: string) => void;
  /** Starts timing a static file's request; the returned call ends it. */
  readonly fileAsked: (url: string) => (outcome: string) => void;
  readonly text: () => string;
}

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

export const createJournal = (): Journal => {
  const began = Date.now();
  const stamp = (at = Date.now()) => `${((at - began) / 1000).toFixed(1)} s`;
  const lines: string[] = [];
  const underWay = new Map<number, { readonly path: string; readonly since: number }>();
  let asked = 0;
  const note = (text: string) => {
    lines.push(`${stamp()}  ${text}`);
  };
  return {
    note,
    fileAsked: (url) => {
      const id = (asked += 1);
      const since = Date.now();
      underWay.set(id, { path: pathOf(url), since });
      return (outcome) => {
        underWay.delete(id);
        const took = Date.now() - since;
        if (took > SLOW_FILE_MS) note(`${pathOf(url)} ${outcome} after ${took} ms`);
      };
    },
    text: () =>
      [
        ...lines,
        ...[...underWay.values()].map(
          ({ path, since }) => `${stamp()}  ${path} still under way, asked at ${stamp(since)}`,
        ),
      ].join('\n'),
  };
};

const watchPage = (page: Page, journal: Journal) => {
  page.on('load', () => journal.note(`document loaded: ${pathOf(page.url())}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) journal.note(`at ${pathOf(frame.url())}`);
  });
  page.on('pageerror', (error) => journal.note(`uncaught: ${error.message}`));
};

/**
 * Notes the context's document requests and times its static files', from the events the browser
 * sends anyway.
 */
const watchRequests = (context: BrowserContext, journal: Journal) => {
  const underWay = new Map<Request, (outcome: string) => void>();
  const end = (request: Request, outcome: string) => {
    underWay.get(request)?.(outcome);
    underWay.delete(request);
  };
  context.on('request', (request) => {
    if (request.isNavigationRequest()) journal.note(`document asked: ${pathOf(request.url())}`);
    else if (isStaticFile(new URL(request.url()).pathname))
      underWay.set(request, journal.fileAsked(request.url()));
  });
  // Its status is not asked: every response's event would then cross to the test process.
  context.on('requestfinished', (request) => {
    if (request.isNavigationRequest()) journal.note(`document received: ${pathOf(request.url())}`);
    end(request, 'came');
  });
  context.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'no reason given';
    if (request.isNavigationRequest())
      journal.note(`document failed: ${pathOf(request.url())} (${reason})`);
    end(request, `failed (${reason})`);
  });
};

/** Keeps the journal of every page of the context, those already open included. */
export const keepJournal = (context: BrowserContext, journal: Journal) => {
  context.pages().forEach((page) => watchPage(page, journal));
  context.on('page', (page) => watchPage(page, journal));
  watchRequests(context, journal);
};
