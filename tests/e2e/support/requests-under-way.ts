import type { BrowserContext, Page, Request } from '@playwright/test';

/** The requests of each context's pages under way (`followRequestsUnderWay`). */
const underWay = new WeakMap<BrowserContext, Set<Request>>();

/** Keeps count of the context's requests under way, from its first page on (fixtures.ts). */
export const followRequestsUnderWay = (context: BrowserContext) => {
  const requests = new Set<Request>();
  underWay.set(context, requests);
  context.on('request', (request) => requests.add(request));
  context.on('requestfinished', (request) => requests.delete(request));
  context.on('requestfailed', (request) => requests.delete(request));
};

export const hasRequestsUnderWay = (page: Page) => (underWay.get(page.context())?.size ?? 0) > 0;
