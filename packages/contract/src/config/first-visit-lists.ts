/**
 * The article lists (docs/product.md §2 /news and /stocks) whose first page the edge writes into a first visit's
 * prerendered page, so their cards paint before any JavaScript: the build leaves a card per
 * article of stand-ins, the edge gives them the real articles (functions/lib/first-visit-list.ts).
 */
export const FIRST_VISIT_LISTS = ['news', 'stocks'] as const;
export type FirstVisitList = (typeof FIRST_VISIT_LISTS)[number];

/** The page of a list the screens ask for; the edge asks the same, so the app can take it over. */
export const ARTICLE_LIST_QUERY = { skip: 0, take: 50 } as const;

const templateArticle = <Own extends Record<string, string>>(own: Own) => ({
  id: 987654321,
  title: '⟦title⟧',
  summary: '⟦summary⟧',
  body: '',
  imageUrl: '/⟦image⟧',
  ...own,
});

/**
 * The stand-in article of each list: dates the languages write differently, and a promotion's
 * code (its page's screen holds the variant with a code too, FIRST_VISIT_IF_ATTRIBUTE). Pure calls, so a
 * bundle that only needs this module's names leaves them out.
 */
export const TEMPLATE_ARTICLES = {
  news: /* @__PURE__ */ templateArticle({ publishedAt: '2001-02-03T04:05:06.000Z' }),
  stocks: /* @__PURE__ */ templateArticle({
    startsAt: '2001-02-03T04:05:06.000Z',
    endsAt: '2002-03-04T05:06:07.000Z',
    promoCode: '⟦code⟧',
  }),
};

/** A stand-in per article a list's first page can hold, told apart by their ids. */
export const standInArticles = <List extends FirstVisitList>(list: List) =>
  Array.from({ length: ARTICLE_LIST_QUERY.take }, (_, index) => ({
    ...TEMPLATE_ARTICLES[list],
    id: TEMPLATE_ARTICLES[list].id + index,
  }));

/** The inert <template> of a prerendered list page that holds the stand-ins' cards. */
export const FIRST_VISIT_CARDS_CLASS = 'first-visit-cards';

/** The id of the JSON the edge adds with the list it wrote; the app starts from it. */
export const FIRST_VISIT_DATA_ID = 'first-visit-data';

/**
 * The detail pages whose article the edge writes into the page, so it reads before any
 * JavaScript (functions/lib/first-visit-article.ts), and the list each one's stand-in is of: the
 * build leaves the article screen of the stand-in, inert in a template, for the edge to fill.
 */
export const FIRST_VISIT_ARTICLES = { newsItem: 'news', stock: 'stocks' } as const;
export type FirstVisitArticle = keyof typeof FIRST_VISIT_ARTICLES;

/** The inert <template> of a prerendered detail page that holds the stand-in's article screen. */
export const FIRST_VISIT_ARTICLE_CLASS = 'first-visit-article';

/**
 * Marks a variant of the stand-in's article screen with the condition it is for
 * (articles-api.ts FirstVisitCondition): the edge keeps its content where the condition holds of
 * the article, and drops it elsewhere.
 */
export const FIRST_VISIT_IF_ATTRIBUTE = 'data-first-visit-if';
