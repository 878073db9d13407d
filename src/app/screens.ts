import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '../shared/config/routes';
import { loadScreenMessages } from '../shared/i18n/i18n';
import { reloadOnFailedImport } from '../shared/lib/freshness/chunk-errors';

type ScreenModule = Promise<{ default: ComponentType }>;

/** A screen other than the menu also needs the messages outside the first paint's part. */
const withScreenMessages =
  (load: () => ScreenModule): (() => ScreenModule) =>
  () =>
    Promise.all([load(), loadScreenMessages()]).then(([screen]) => screen);

// Every screen is its own chunk, so a visitor downloads only the screen they open.
export const SCREEN_LOADERS: Record<RouteName, () => ScreenModule> = {
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

// Rendering a screen whose chunk is gone (a deployment replaced it) reloads the page once.
export const SCREENS = Object.fromEntries(
  Object.entries(SCREEN_LOADERS).map(([name, load]) => [name, lazy(reloadOnFailedImport(load))]),
) as Record<RouteName, LazyExoticComponent<ComponentType>>;
