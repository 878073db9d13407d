import { readLanguageCookie } from '@pizza-order-app/contract/i18n/language-cookie';
import type { VisitorContext } from '@pizza-order-app/contract/i18n/language-redirect';
import { CRAWLER_ATTRIBUTE } from '@pizza-order-app/contract/config/site-http';
import { isTelegramLaunch } from '../shared/telegram/launch';

/** What the browser tells about the visitor now (the cookie changes when they switch language). */
export const currentVisitor = (): VisitorContext => ({
  cookie: readLanguageCookie(document.cookie),
  browser: navigator.languages.length ? navigator.languages : [navigator.language],
  // The edge's verdict on the page (functions/_middleware.ts).
  isCrawler: document.documentElement.hasAttribute(CRAWLER_ATTRIBUTE),
  inTelegram: isTelegramLaunch(),
});
