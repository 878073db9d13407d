import { DEFAULT_LANGUAGE } from '@pizza-order-app/contract/config/languages';
import { shellFile, shellPath } from '@pizza-order-app/contract/config/shell-path';
import {
  newsItemCall,
  newsListCall,
  promotionCall,
  promotionsListCall,
} from '@pizza-order-app/contract/articles-api';
import { vacanciesCall, vacancyCall } from '@pizza-order-app/contract/hr-api';
import { restaurantsListCall, shopCall } from '@pizza-order-app/contract/main-api';
import { restaurantsByLocationCall } from '@pizza-order-app/contract/place-api';
import { splitLanguagePath } from '@pizza-order-app/contract/i18n/language-path';

/**
 * What the service worker keeps of the backends' answers, and how:
 * - `priced`: the menu and the restaurants (prices, hours, stop lists). The network's answer
 *   always wins while there is one; the kept one answers only offline, under the app's notice.
 * - `content`: news, promotions, vacancies. The kept answer is shown at once and refreshed behind.
 * Nothing else is ever kept: the edge's credentials, baskets, orders, customers, address search.
 */
export type KeptRead = 'priced' | 'content';

/** The backends' base URLs ('' is this site's own origin), as the build configures them. */
export interface ApiBases {
  readonly main: string;
  readonly hr: string;
}

const pathPattern = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);

const KEPT_READS: readonly { base: keyof ApiBases; path: RegExp; kind: KeptRead }[] = [
  ...[shopCall, restaurantsListCall, restaurantsByLocationCall].map((call) => ({
    base: 'main' as const,
    path: pathPattern(call.path),
    kind: 'priced' as const,
  })),
  ...[newsListCall, newsItemCall, promotionsListCall, promotionCall].map((call) => ({
    base: 'main' as const,
    path: pathPattern(call.path),
    kind: 'content' as const,
  })),
  ...[vacanciesCall, vacancyCall].map((call) => ({
    base: 'hr' as const,
    path: pathPattern(call.path),
    kind: 'content' as const,
  })),
];

/** How the worker keeps the answer to a GET of `url` (seen from `origin`), or null: never kept. */
export const keptReadOf = (url: URL, origin: string, bases: ApiBases): KeptRead | null => {
  const found = KEPT_READS.find(({ base, path }) => {
    const root = new URL(bases[base] || origin);
    if (url.origin !== root.origin) return false;
    const prefix = root.pathname.replace(/\/$/, '');
    if (!url.pathname.startsWith(`${prefix}/`)) return false;
    return path.test(url.pathname.slice(prefix.length));
  });
  return found?.kind ?? null;
};

/**
 * The page the worker shows for a navigation it cannot fetch: the menu's prerendered page of the
 * path's language. Every page boots the same app, which renders the screen the path names.
 */
export const offlinePageOf = (pathname: string) =>
  shellFile(shellPath('menu', splitLanguagePath(pathname).language ?? DEFAULT_LANGUAGE));
