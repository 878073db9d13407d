// Build time only (scripts/build/render-app.ts): the markup a first-time visitor's browser
// renders for each route, so the prerendered page shows the real first screen before any
// JavaScript has arrived. The app renders the same markup over it when it starts.
import { fork, type StorePair } from 'effector';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { LOCATION_PICKER_MODULE, preloadLocationPicker } from '../features/choose-location';
import { $api, createApi } from '../shared/api/model';
import {
  FIRST_VISIT_ARTICLES,
  TEMPLATE_ARTICLES,
} from '@pizza-order-app/contract/config/first-visit-lists';
import { LANGUAGES, type Language } from '@pizza-order-app/contract/config/languages';
import { ROUTES, type RouteName } from '@pizza-order-app/contract/config/routes';
import {
  shellPath,
  type FirstVisits,
  type FirstVisitScreen,
} from '@pizza-order-app/contract/config/shell-path';
import { i18n, initI18n, loadScreenMessages } from '../shared/i18n/i18n';
import { serializeLanguageCookie } from '@pizza-order-app/contract/i18n/language-cookie';
import { $language } from '../shared/i18n/model';
import { localizePath } from '@pizza-order-app/contract/i18n/language-path';
import { $now } from '../shared/lib/clock/model';
import { LoadFailed, pageTitle, Skeleton } from '../shared/ui';
import { App } from './app';
import { enterRoute } from './route-middleware';
import { SCREEN_LOADERS } from './screens';

const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];
const hasParameters = (route: RouteName) => ROUTES[route].includes(':');
const showsArticle = (route: RouteName) => route in FIRST_VISIT_ARTICLES;

/** A route in a language as a first visit renders it: where its middleware sends a new visitor. */
const render = (route: RouteName, language: Language): FirstVisitScreen => {
  // The language of the route is the one the visitor chose: no redirect to the browser's.
  document.cookie = serializeLanguageCookie(language);
  const scope = fork({
    values: [
      [$language, language],
      [$api, createApi()],
      // The stand-in article's screen (ArticleScreen) is of a promotion running now.
      ...(showsArticle(route)
        ? [[$now, Date.parse(TEMPLATE_ARTICLES.stocks.startsAt)] as StorePair<number>]
        : []),
    ],
  });
  const { route: shows, detour } = enterRoute(scope, ROUTES[route]);
  const messages = i18n.cloneInstance({ lng: language, initAsync: false });
  const html = renderToString(
    <Router ssrPath={detour ? localizePath(detour, language) : shellPath(route, language)}>
      <App scope={scope} i18n={messages} skin={null} />
    </Router>,
  );
  const message = (key: string) => {
    if (!i18n.exists(key, { lng: language })) throw new Error(`prerender: no message ${key}`);
    return i18n.t(key, { lng: language });
  };
  const title = pageTitle(message(`${route}.title`), message('app.name'));
  return {
    route,
    shows: shows ?? route,
    // A first visit's menu is the place picker (see the menu's preloadData).
    onDemand: shows === 'menu' ? [LOCATION_PICKER_MODULE] : [],
    language,
    html,
    title,
    description: message(`${route}.description`),
  };
};

/** Every route in every language, as a first visit renders it. */
export const renderFirstVisits = async (): Promise<FirstVisits> => {
  await initI18n(LANGUAGES[0]);
  await i18n.loadLanguages([...LANGUAGES]);
  await loadScreenMessages();
  // A route with parameters gets one shell for every value: its screen's placeholder. These
  // render before any screen's code is loaded, so each of them suspends into the placeholder;
  // but an article's, whose screen holds the stand-in's for the edge to fill (ArticleScreen).
  const generic = ROUTE_NAMES.filter(
    (route) => hasParameters(route) && !showsArticle(route),
  ).flatMap((route) => LANGUAGES.map((language) => render(route, language)));
  const screens = ROUTE_NAMES.filter((route) => !hasParameters(route) || showsArticle(route));
  await Promise.all([...screens.map((route) => SCREEN_LOADERS[route]()), preloadLocationPicker()]);
  const entries = screens.flatMap((route) => LANGUAGES.map((language) => render(route, language)));
  return {
    screens: [...generic, ...entries],
    placeholder: renderToString(<Skeleton rows={6} />),
    loadFailed: Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        renderToString(
          <I18nextProvider i18n={i18n.cloneInstance({ lng: language, initAsync: false })}>
            {/* The entry wires the button up: it only has to reload. */}
            <LoadFailed messageKey="common.app-load-failed" onRetry={() => undefined} />
          </I18nextProvider>,
        ),
      ]),
    ) as Record<Language, string>,
  };
};
