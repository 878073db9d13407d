/**
 * The route table of docs/product.md §2, shared by the app's router and the edge middleware that answers
 * unknown paths with HTTP 404. Paths are language-neutral; see `splitLanguagePath`. A route's name
 * is also its messages' group in locales/ (`newsItem.title`), an identifier the edge can import by
 * name (functions/lib/bot/texts.ts).
 */
export const ROUTES = {
  menu: '/',
  news: '/news',
  newsItem: '/news/:id',
  order: '/order',
  stocks: '/stocks',
  stock: '/stocks/:id',
  tracker: '/tracker/:id',
  profile: '/profile',
  contacts: '/contacts',
  vacancies: '/vacancies',
  vacancyForm: '/vacancies/form',
  deliveryMap: '/delivery-map',
} as const;

export type RouteName = keyof typeof ROUTES;

const toRegExp = (pattern: string) =>
  new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`.replace('^//?$', '^/$'));

const MATCHERS = (Object.entries(ROUTES) as [RouteName, string][]).map(
  ([name, pattern]) => [name, toRegExp(pattern)] as const,
);

/** The name of the route a language-neutral path belongs to, or null when none does. */
export const matchRoute = (path: string): RouteName | null =>
  MATCHERS.find(([, regExp]) => regExp.test(path))?.[0] ?? null;

/** Builds a concrete path from a pattern and its parameters. */
export const routePath = (name: RouteName, params: Record<string, string | number> = {}) =>
  ROUTES[name].replace(/:([a-zA-Z]+)/g, (_, key: string) =>
    encodeURIComponent(String(params[key] ?? '')),
  );
