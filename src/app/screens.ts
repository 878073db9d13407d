import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '../shared/config/routes';

// Every screen is its own chunk, so a visitor downloads only the screen they open.
export const SCREENS: Record<RouteName, LazyExoticComponent<ComponentType>> = {
  menu: lazy(() => import('../pages/menu')),
  news: lazy(() => import('../pages/news')),
  newsItem: lazy(() => import('../pages/news-item')),
  order: lazy(() => import('../pages/order')),
  stocks: lazy(() => import('../pages/stocks')),
  stock: lazy(() => import('../pages/stock')),
  tracker: lazy(() => import('../pages/tracker')),
  profile: lazy(() => import('../pages/profile')),
  contacts: lazy(() => import('../pages/contacts')),
  vacancies: lazy(() => import('../pages/vacancies')),
  vacancyForm: lazy(() => import('../pages/vacancy-form')),
  deliveryMap: lazy(() => import('../pages/delivery-map')),
};
