import { readLanguageCookie } from '../shared/i18n/language-cookie';
import type { VisitorContext } from '../shared/i18n/language-redirect';
import { isCrawler } from '../shared/lib/is-crawler';

/** What the browser tells about the visitor now (the cookie changes when they switch language). */
export const currentVisitor = (): VisitorContext => ({
  cookie: readLanguageCookie(document.cookie),
  browser: navigator.languages.length ? navigator.languages : [navigator.language],
  isCrawler: isCrawler(navigator.userAgent),
});
