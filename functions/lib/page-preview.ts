import {
  LANGUAGE_INFO,
  LANGUAGES,
  type Language,
} from '@pizza-order-app/contract/config/languages';
import type { RouteName } from '@pizza-order-app/contract/config/routes';
import type { NewsItem, Promotion } from '@pizza-order-app/contract/articles-api';
import { restaurantsListCall, shopCall, type Product } from '@pizza-order-app/contract/main-api';
import { localizePath } from '@pizza-order-app/contract/i18n/language-path';
import { escapeHtml } from '@pizza-order-app/contract/lib/escape-html';
import { formatAmount } from '@pizza-order-app/contract/lib/format-amount';
import { pageTitle } from '@pizza-order-app/contract/lib/page-title';
import { isRouteId } from '@pizza-order-app/contract/lib/route-id';
import { appText } from './bot/texts';
import type { Env } from './env';
import { failureReason, readMainApi } from './read-main-api';
import { pictureOf } from '@pizza-order-app/contract/lib/picture';

/** The chain's card (scripts/app-icons.mjs draws it), 1200×630 as Open Graph wants it. */
export const SHARE_CARD_PATH = '/images/share-card.png';
const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** What a shared link previews as: the title, text and picture a chat shows for it. */
export interface Preview {
  readonly title: string;
  readonly description: string;
  /** Absolute, or a path on this site. */
  readonly image: string;
  readonly type: 'website' | 'article';
}

/** A route's page as the prerendered page names it, with the chain's card. */
export const routePreview = (route: RouteName, language: Language): Preview => ({
  title: appText(language, `${route}.title`),
  description: appText(language, `${route}.description`),
  image: SHARE_CARD_PATH,
  type: 'website',
});

/** A news item or promotion as itself. */
export const articlePreview = (article: NewsItem | Promotion): Preview => ({
  title: article.title,
  description: article.summary,
  image: pictureOf(article.imageUrl, SHARE_CARD_PATH),
  type: 'article',
});

/** A dish as its dialog shows it: its name, its price and what it is. */
export const dishPreview = (product: Product, language: Language): Preview => ({
  title: product.name,
  description: appText(language, 'preview.dish', {
    price: appText(language, 'common.price', { amount: formatAmount(product.price, language) }),
    description: product.description,
  }),
  image: pictureOf(product.imageUrl, SHARE_CARD_PATH),
  type: 'website',
});

/** The query that opens a dish's dialog over the menu (src/pages/menu/catalogue.tsx). */
const DISH_QUERY = 'product';

/** The dish a menu link names (`/?product=<id>`), in its language, from the menu the chain's first restaurant offers for pickup. */
export const readSharedDish = async (
  env: Env,
  search: URLSearchParams,
  language: Language,
): Promise<Product | null> => {
  const id = search.get(DISH_QUERY) ?? '';
  if (!isRouteId(id)) return null;
  try {
    const places = await readMainApi(env, restaurantsListCall, {}, language);
    const restaurant = places?.restaurants.find(({ isActive }) => isActive);
    if (!restaurant) return null;
    const menu = await readMainApi(
      env,
      shopCall,
      {
        RestaurantId: restaurant.id,
        Longitude: restaurant.longitude,
        Latitude: restaurant.latitude,
        OrderTypeId: 200,
      },
      language,
    );
    return menu?.products.find((product) => product.id === Number(id)) ?? null;
  } catch (error) {
    console.warn('shared dish failed: the menu previews as itself', {
      id,
      language,
      reason: failureReason(error),
    });
    return null;
  }
};

/** Open Graph's form of a language's tag: ru-RU → ru_RU. */
const ogLocale = (language: Language) => LANGUAGE_INFO[language].tag.replace('-', '_');

const meta = (attribute: 'property' | 'name', name: string, content: string) =>
  `<meta ${attribute}="${name}" content="${escapeHtml(content)}">`;

/**
 * The page's head as a shared link's preview reads it, for people and crawlers alike: its title
 * and description the preview's, and the Open Graph and Twitter tags. `address` is the page's
 * canonical path and query in its language.
 */
export const writePreview = (
  page: Response,
  {
    origin,
    address,
    language,
    preview,
  }: {
    origin: string;
    address: string;
    language: Language;
    preview: Preview;
  },
) => {
  const siteName = appText(language, 'app.name');
  const image = new URL(preview.image, origin).href;
  const tags = [
    meta('property', 'og:type', preview.type),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', new URL(address, origin).href),
    meta('property', 'og:image', image),
    ...(preview.image === SHARE_CARD_PATH
      ? [
          meta('property', 'og:image:width', String(SHARE_CARD_SIZE.width)),
          meta('property', 'og:image:height', String(SHARE_CARD_SIZE.height)),
        ]
      : []),
    meta('property', 'og:locale', ogLocale(language)),
    ...LANGUAGES.filter((other) => other !== language).map((other) =>
      meta('property', 'og:locale:alternate', ogLocale(other)),
    ),
    meta('name', 'twitter:card', 'summary_large_image'),
  ].join('');
  return new HTMLRewriter()
    .on('head > title', {
      element: (title) => void title.setInnerContent(pageTitle(preview.title, siteName)),
    })
    .on('head > meta[name="description"]', {
      element: (description) =>
        void description.setAttribute('content', escapeHtml(preview.description)),
    })
    .on('head', { element: (head) => void head.append(tags, { html: true }) })
    .transform(page);
};

/** A page's canonical address in its language, with the dish it names. */
export const previewAddress = (path: string, language: Language, dish: Product | null) =>
  `${localizePath(path, language)}${dish ? `?${DISH_QUERY}=${dish.id}` : ''}`;
