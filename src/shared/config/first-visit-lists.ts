import type { Language } from './languages';

/**
 * The article lists (spec /news and /stocks) whose first page the edge writes into a first visit's
 * prerendered page, so their cards paint before any JavaScript: the build renders one card of a
 * stand-in article per list and language, the edge repeats it with the real articles.
 */
export const FIRST_VISIT_LISTS = ['news', 'stocks'] as const;
export type FirstVisitList = (typeof FIRST_VISIT_LISTS)[number];

/** The page of a list the screens ask for; the edge asks the same, so the app can take it over. */
export const ARTICLE_LIST_QUERY = { skip: 0, take: 50 } as const;

const TEMPLATE_CONTENT = {
  id: 987654321,
  title: '⟦title⟧',
  summary: '⟦summary⟧',
  body: '',
  imageUrl: '/⟦image⟧',
};

/** The stand-in articles the build renders a card from; dates the languages write differently. */
export const TEMPLATE_ARTICLES = {
  news: { ...TEMPLATE_CONTENT, publishedAt: '2001-02-03T04:05:06.000Z' },
  stocks: {
    ...TEMPLATE_CONTENT,
    startsAt: '2001-02-03T04:05:06.000Z',
    endsAt: '2002-03-04T05:06:07.000Z',
  },
} as const;

/** A list's markup around its cards, and the card of the stand-in article. */
export interface ArticleListTemplate {
  readonly open: string;
  readonly card: string;
  readonly close: string;
}

export type FirstVisitListTemplates = Readonly<
  Record<Language, Readonly<Record<FirstVisitList, ArticleListTemplate>>>
>;

/** Where the build writes the templates; the edge reads them from the site's files. */
export const FIRST_VISIT_LISTS_PATH = '/first-visit-lists.json';

/** The id of the JSON the edge adds with the list it wrote; the app starts from it. */
export const FIRST_VISIT_DATA_ID = 'first-visit-data';
