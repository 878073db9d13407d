import type { Scope } from 'effector';
import { useGate } from 'effector-react';
import { createElement, type ComponentType } from 'react';
import type { Language } from '@pizza-order-app/contract/config/languages';
import type { RouteName } from '@pizza-order-app/contract/config/routes';
import { loadScreenMessages } from '../shared/i18n/i18n';
import type { RouteComponentProps } from 'wouter';
import { RouteParamsGate } from '../shared/lib/navigation/model';
import { preloadable } from '../shared/lib/preloadable';

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

const SCREEN_CODE = Object.fromEntries(
  Object.entries(IMPORTS).map(([name, load]) => [name, preloadable(load)]),
) as Record<RouteName, ReturnType<typeof preloadable<object, Awaited<ScreenModule>>>>;

/**
 * Every screen is its own chunk, so a visitor downloads only the screen they open. The one boot
 * awaited renders at once instead of suspending (see preloadable).
 */
export const SCREEN_LOADERS = Object.fromEntries(
  Object.entries(SCREEN_CODE).map(([name, { preload }]) => [name, preload]),
) as Record<RouteName, () => ScreenModule>;

const screen = ({ Component }: (typeof SCREEN_CODE)[RouteName]) =>
  function Screen({ params }: RouteComponentProps) {
    useGate(RouteParamsGate, params);
    return createElement(Component);
  };

export const SCREENS = Object.fromEntries(
  (Object.keys(IMPORTS) as RouteName[]).map((name) => [name, screen(SCREEN_CODE[name])]),
) as Record<RouteName, ComponentType<RouteComponentProps>>;
