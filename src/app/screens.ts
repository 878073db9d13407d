import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '../shared/config/routes';
import { reloadOnFailedImport } from '../shared/lib/freshness/chunk-errors';

type ScreenModule = Promise<{ default: ComponentType }>;

// Every screen is its own chunk, so a visitor downloads only the screen they open.
export const SCREEN_LOADERS: Record<RouteName, () => ScreenModule> = {
  menu: () => import('../pages/menu'),
  news: () => import('../pages/news'),
  newsItem: () => import('../pages/news-item'),
  order: () => import('../pages/order'),
  stocks: () => import('../pages/stocks'),
  stock: () => import('../pages/stock'),
  tracker: () => import('../pages/tracker'),
  profile: () => import('../pages/profile'),
  contacts: () => import('../pages/contacts'),
  vacancies: () => import('../pages/vacancies'),
  vacancyForm: () => import('../pages/vacancy-form'),
  deliveryMap: () => import('../pages/delivery-map'),
};

// Rendering a screen whose chunk is gone (a deployment replaced it) reloads the page once.
export const SCREENS = Object.fromEntries(
  Object.entries(SCREEN_LOADERS).map(([name, load]) => [name, lazy(reloadOnFailedImport(load))]),
) as Record<RouteName, LazyExoticComponent<ComponentType>>;
