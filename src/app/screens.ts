import type { Scope } from 'effector';
import { useGate } from 'effector-react';
import { createElement, lazy, useState, type ComponentType } from 'react';
import type { Language } from '../shared/config/languages';
import type { RouteName } from '../shared/config/routes';
import { loadScreenMessages } from '../shared/i18n/i18n';
import type { RouteComponentProps } from 'wouter';
import { reloadOnFailedImport } from '../shared/lib/freshness/chunk-errors';
import { RouteParamsGate } from '../shared/lib/navigation/model';

type ScreenModule = Promise<{
  default: ComponentType;
  /** Starts the screen's first server read, so it need not wait for the screen to render. */
  preloadData?: (language: Language, scope: Scope) => unknown;
}>;

/** A screen other than the menu also needs the messages outside the first paint's part. */
const withScreenMessages =
  (load: () => ScreenModule): (() => ScreenModule) =>
  () =>
    Promise.all([load(), loadScreenMessages()]).then(([screen]) => screen);

const IMPORTS: Record<RouteName, () => ScreenModule> = {
  menu: () => import('../pages/menu'),
  news: withScreenMessages(() => import('../pages/news')),
  newsItem: withScreenMessages(() => import('../pages/news-item')),
  order: withScreenMessages(() => import('../pages/order')),
  stocks: withScreenMessages(() => import('../pages/stocks')),
  stock: withScreenMessages(() => import('../pages/stock')),
  tracker: withScreenMessages(() => import('../pages/tracker')),
  profile: withScreenMessages(() => import('../pages/profile')),
  contacts: withScreenMessages(() => import('../pages/contacts')),
  vacancies: withScreenMessages(() => import('../pages/vacancies')),
  vacancyForm: withScreenMessages(() => import('../pages/vacancy-form')),
  deliveryMap: withScreenMessages(() => import('../pages/delivery-map')),
};

const loadedScreens = new Map<RouteName, ComponentType>();

/**
 * Every screen is its own chunk, so a visitor downloads only the screen they open. A loaded
 * screen is remembered: the one boot awaited renders at once instead of suspending, which would
 * show the placeholder and hold the screen back by React's reveal throttle.
 */
export const SCREEN_LOADERS = Object.fromEntries(
  Object.entries(IMPORTS).map(([name, load]) => [
    name,
    () =>
      load().then((module) => {
        loadedScreens.set(name as RouteName, module.default);
        return module;
      }),
  ]),
) as Record<RouteName, () => ScreenModule>;

const screen = (name: RouteName): ComponentType<RouteComponentProps> => {
  // Rendering a screen whose chunk is gone (a deployment replaced it) reloads the page once.
  const LazyScreen = lazy(reloadOnFailedImport(SCREEN_LOADERS[name]));
  return function Screen({ params }: RouteComponentProps) {
    useGate(RouteParamsGate, params);
    // Chosen once per mount: switching from the lazy wrapper later would remount the screen.
    const [Component] = useState<ComponentType>(() => loadedScreens.get(name) ?? LazyScreen);
    return createElement(Component);
  };
};

export const SCREENS = Object.fromEntries(
  (Object.keys(IMPORTS) as RouteName[]).map((name) => [name, screen(name)]),
) as Record<RouteName, ComponentType<RouteComponentProps>>;
