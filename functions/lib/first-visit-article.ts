import {
  FIRST_VISIT_ARTICLE_CLASS,
  FIRST_VISIT_ARTICLES,
  FIRST_VISIT_DATA_ID,
  FIRST_VISIT_IF_ATTRIBUTE,
  TEMPLATE_ARTICLES,
  type FirstVisitArticle,
} from '@pizza-order-app/contract/config/first-visit-lists';
import type { Language } from '@pizza-order-app/contract/config/languages';
import type { RouteName } from '@pizza-order-app/contract/config/routes';
import {
  firstVisitConditions,
  newsItemCall,
  promotionCall,
  type NewsItem,
  type Promotion,
} from '@pizza-order-app/contract/articles-api';
import { keepAmountsWhole } from '@pizza-order-app/contract/lib/keep-amounts-whole';
import { isRouteId } from '@pizza-order-app/contract/lib/route-id';
import type { Env } from './env';
import { swapping, valuesOf } from './first-visit-list';
import { failureReason, readMainApi } from './read-main-api';
import { sanitizeRichText } from './sanitize-rich-text';

/** The call that reads the article of each detail route. */
const ARTICLE_CALLS = {
  newsItem: newsItemCall,
  stock: promotionCall,
} as const satisfies Record<FirstVisitArticle, unknown>;

/** The head's preload of the stand-in article's picture (the same for every kind). */
const STAND_IN_PRELOAD = `head > link[rel="preload"][as="image"][href="${TEMPLATE_ARTICLES.news.imageUrl}"]`;

const isArticleRoute = (route: RouteName): route is FirstVisitArticle =>
  route in FIRST_VISIT_ARTICLES;

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

/**
 * A detail page with its article written in, and the answer it came from for the app to start
 * with (see fillFirstVisitList, which does the same for a list). The build leaves the article
 * screen of a stand-in, inert in a template ahead of the screen's placeholder (ArticleScreen):
 * it takes the article's values in its attributes and texts, its text sanitised as the app's
 * RichText sanitises it, and the placeholder goes.
 */
export const fillFirstVisitArticle = async (
  page: Response,
  {
    route,
    language,
    article,
  }: { route: FirstVisitArticle; language: Language; article: NewsItem | Promotion },
) => {
  const template = `.first-visit main > template.${FIRST_VISIT_ARTICLE_CLASS}`;
  const swap = swapping(
    valuesOf(TEMPLATE_ARTICLES[FIRST_VISIT_ARTICLES[route]], language),
    valuesOf(article, language),
  );
  const body = await sanitizeRichText(keepAmountsWhole(article.body));
  // The variants of the stand-in's screen that hold of this article now (a promotion's period,
  // its code), as the app will show it.
  const holding: readonly string[] = firstVisitConditions(article, Date.now());
  // `<` escaped, so no text of the article can close the script element.
  const data = JSON.stringify({ route, language, answer: { item: article } }).replace(
    /</g,
    '\\u003c',
  );
  let filled = false;
  let text = '';
  return (
    new HTMLRewriter()
      .on(template, {
        element(element) {
          filled = true;
          element.removeAndKeepContent();
        },
        // A text may come in chunks: it is written once, whole.
        text(chunk) {
          text += chunk.text;
          if (!chunk.lastInTextNode) return void chunk.remove();
          chunk.replace(swap(text), { html: true });
          text = '';
        },
      })
      .on(`${template} *`, {
        element(element) {
          for (const [name = '', raw = ''] of [...element.attributes])
            if (swap(raw) !== raw) element.setAttribute(name, swap(raw));
        },
      })
      .on(`${template} [${FIRST_VISIT_IF_ATTRIBUTE}]`, {
        element(variant) {
          if (holding.includes(variant.getAttribute(FIRST_VISIT_IF_ATTRIBUTE) ?? ''))
            variant.removeAndKeepContent();
          else variant.remove();
        },
      })
      // React hoists a preload of the stand-in's picture into the head: the article's instead.
      .on(STAND_IN_PRELOAD, {
        element: (link) => void link.setAttribute('href', swap(link.getAttribute('href') ?? '')),
      })
      .on(`${template} .rich-text`, {
        element: (text) => void text.setInnerContent(body, { html: true }),
      })
      .on('.first-visit main > section.page', {
        element: (placeholder) => void (filled && placeholder.remove()),
      })
      .on('body', {
        element: (element) =>
          void element.append(
            `<script type="application/json" id="${FIRST_VISIT_DATA_ID}">${data}</script>`,
            { html: true },
          ),
      })
      .transform(page)
  );
};

/** Without an article the app reads it: the stand-in's picture is nothing to fetch. */
const withoutStandInPreload = (page: Response) =>
  new HTMLRewriter()
    .on(STAND_IN_PRELOAD, { element: (link) => void link.remove() })
    .transform(page);

/** The page of a detail route with its article written in, when there is one. */
export const withFirstVisitArticle = (
  page: Response,
  {
    route,
    language,
    article,
  }: { route: RouteName; language: Language; article: NewsItem | Promotion | null },
) =>
  !isArticleRoute(route)
    ? page
    : article
      ? fillFirstVisitArticle(page, { route, language, article })
      : withoutStandInPreload(page);
