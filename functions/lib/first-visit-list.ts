import * as v from 'valibot';
import {
  ARTICLE_LIST_QUERY,
  FIRST_VISIT_DATA_ID,
  FIRST_VISIT_LISTS_PATH,
  TEMPLATE_ARTICLES,
  type ArticleListTemplate,
  type FirstVisitList,
  type FirstVisitListTemplates,
} from '../../src/shared/config/first-visit-lists';
import { LANGUAGE_INFO, type Language } from '../../src/shared/config/languages';
import { newsListCall, promotionsListCall } from '../../src/shared/contract/articles-api';
import { formatDate } from '../../src/shared/lib/format-date';
import { referenceBackend, type Env } from './env';
import { issueToken } from './tokens';

const LIST_CALLS = { news: newsListCall, stocks: promotionsListCall } as const;

/** A first visit's page waits at most this long for its list; past it, the page comes without. */
export const FIRST_VISIT_LIST_TIMEOUT_MS = 1500;

type Article = v.InferOutput<(typeof LIST_CALLS)[FirstVisitList]['response']>['items'][number];

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char] ?? char,
  );

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the stand-in article put into the card, and what each article puts there instead. */
const replacementsFor = (list: FirstVisitList, language: Language, article: Article) => {
  const stand = TEMPLATE_ARTICLES[list];
  const dates: [string, string][] =
    'publishedAt' in stand && 'publishedAt' in article
      ? [[stand.publishedAt, article.publishedAt]]
      : 'startsAt' in stand && 'startsAt' in article
        ? [
            [stand.startsAt, article.startsAt],
            [stand.endsAt, article.endsAt],
          ]
        : [];
  return new Map<string, string>([
    [`/${stand.id}"`, `/${article.id}"`],
    [stand.title, escapeHtml(article.title)],
    [stand.summary, escapeHtml(article.summary)],
    [`"${stand.imageUrl}"`, `"${escapeHtml(article.imageUrl)}"`],
    ...dates.flatMap(([standIn, real]): [string, string][] => [
      [`"${standIn}"`, `"${real}"`],
      [formatDate(standIn, language), escapeHtml(formatDate(real, language))],
    ]),
  ]);
};

/** The list's markup: the stand-in's card once per article, each value replaced in one pass. */
export const fillArticleList = (
  template: ArticleListTemplate,
  list: FirstVisitList,
  language: Language,
  articles: readonly Article[],
) => {
  const cards = articles.map((article) => {
    const replacements = replacementsFor(list, language, article);
    const pattern = new RegExp([...replacements.keys()].map(escapeRegExp).join('|'), 'g');
    return template.card.replace(pattern, (found) => replacements.get(found) ?? found);
  });
  return `${template.open}${cards.join('')}${template.close}`;
};

/** The first page of a list from the main API (the reference backend when it is enabled). */
const readList = async (env: Env, list: FirstVisitList, language: Language) => {
  const backend = await referenceBackend(env);
  const base = backend ? 'http://reference-backend' : env.MAIN_API_URL;
  if (!base) return null;
  const url = new URL(LIST_CALLS[list].path, base);
  url.search = new URLSearchParams({
    skip: String(ARTICLE_LIST_QUERY.skip),
    take: String(ARTICLE_LIST_QUERY.take),
    Language: String(LANGUAGE_INFO[language].apiCode),
  }).toString();
  const { token } = await issueToken(env.MAIN_API_SECRET, 'main-api');
  const request = new Request(url, {
    headers: { Authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(FIRST_VISIT_LIST_TIMEOUT_MS),
  });
  const response = backend ? await backend.fetch(request, env) : await fetch(request);
  if (!response.ok) return null;
  const answer = v.safeParse(LIST_CALLS[list].response, await response.json());
  return answer.success ? answer.output : null;
};

/**
 * A first visit's page of a list with its cards written in, and the answer they came from for
 * the app to start with. Anything amiss (no backend, a slow or broken answer, no templates) leaves
 * the page as the build wrote it: the app then reads the list itself.
 */
export const withFirstVisitList = async (
  page: Response,
  { env, url, list, language }: { env: Env; url: URL; list: FirstVisitList; language: Language },
): Promise<Response> => {
  try {
    const [templates, answer] = await Promise.all([
      env.ASSETS.fetch(new URL(FIRST_VISIT_LISTS_PATH, url)).then((file) =>
        file.json<Partial<FirstVisitListTemplates>>(),
      ),
      readList(env, list, language),
    ]);
    const template = templates[language]?.[list];
    if (!answer || !template || answer.items.length === 0) return page;
    const cards = fillArticleList(template, list, language, answer.items);
    // `<` escaped, so no text of an article can close the script element.
    const data = JSON.stringify({ list, language, answer }).replace(/</g, '\\u003c');
    return new HTMLRewriter()
      .on('.first-visit section.page > .skeleton', {
        element: (skeleton) => void skeleton.replace(cards, { html: true }),
      })
      .on('body', {
        element: (body) =>
          void body.append(
            `<script type="application/json" id="${FIRST_VISIT_DATA_ID}">${data}</script>`,
            { html: true },
          ),
      })
      .transform(page);
  } catch {
    return page;
  }
};
