import type { Language } from '../../src/shared/config/languages';
import type { RouteName } from '../../src/shared/config/routes';
import { newsItemCall, promotionCall } from '../../src/shared/contract/articles-api';
import { isRouteId } from '../../src/shared/lib/route-id';
import type { Env } from './env';
import { failureReason, readMainApi } from './read-main-api';

/** The routes of one article each, and the call that reads it. */
const ARTICLE_CALLS = { newsItem: newsItemCall, stock: promotionCall } as const;
type ArticleRoute = keyof typeof ARTICLE_CALLS;

const isArticleRoute = (route: RouteName): route is ArticleRoute => route in ARTICLE_CALLS;

/**
 * The article a detail page's path names (`/news/3`, `/stocks/4`), in the page's language; null
 * on another route, for an id no article has, or when the backend cannot say (logged): the page
 * then goes as built and the app reads it.
 */
export const readArticle = async (
  env: Env,
  { route, path, language }: { route: RouteName; path: string; language: Language },
) => {
  const id = path.split('/').at(-1) ?? '';
  if (!isArticleRoute(route) || !isRouteId(id)) return null;
  try {
    return (await readMainApi(env, ARTICLE_CALLS[route], { id }, language))?.item ?? null;
  } catch (error) {
    console.warn('first visit article failed: the page goes as built', {
      route,
      id,
      language,
      reason: failureReason(error),
    });
    return null;
  }
};
