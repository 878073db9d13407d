import { ROUTES } from '@pizza-order-app/contract/config/routes';

/** The site sections in the header, shared with the shells the build prerenders. */
export const NAVIGATION = [
  { href: ROUTES.menu, key: 'nav.menu' },
  { href: ROUTES.news, key: 'nav.news' },
  { href: ROUTES.stocks, key: 'nav.stocks' },
  { href: ROUTES.contacts, key: 'nav.contacts' },
  { href: ROUTES.vacancies, key: 'nav.vacancies' },
  { href: ROUTES.deliveryMap, key: 'nav.delivery-map' },
  { href: ROUTES.profile, key: 'nav.profile' },
] as const;

/** The footer's links, likewise shared. */
export const FOOTER_LINKS = [
  { href: ROUTES.contacts, key: 'nav.contacts' },
  { href: ROUTES.vacancies, key: 'nav.vacancies' },
] as const;
