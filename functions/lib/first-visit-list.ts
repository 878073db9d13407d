import {
  ARTICLE_LIST_QUERY,
  FIRST_VISIT_CARDS_CLASS,
  FIRST_VISIT_DATA_ID,
  standInArticles,
  type FirstVisitList,
} from '@pizza-order-app/contract/config/first-visit-lists';
import type { Language } from '@pizza-order-app/contract/config/languages';
import {
  newsListCall,
  promotionsListCall,
  type NewsItem,
  type Promotion,
} from '@pizza-order-app/contract/articles-api';
import { escapeHtml } from '@pizza-order-app/contract/lib/escape-html';
import { keepAmountsWhole } from '@pizza-order-app/contract/lib/keep-amounts-whole';
import { formatDate } from '@pizza-order-app/contract/lib/format-date';
import { pictureOf } from '@pizza-order-app/contract/lib/picture';
import type { Env } from './env';
import { failureReason, readMainApi } from './read-main-api';

const LIST_CALLS = { news: newsListCall, stocks: promotionsListCall } as const;

type ListAnswer = { readonly items: readonly (NewsItem | Promotion)[] };
type Article = ListAnswer['items'][number] | ReturnType<typeof standInArticles>[number];

/**
 * What an article writes into its card or its screen: its id, texts, picture (the site's stand-in
 * for none, as the app's `Picture` draws it) and dates (as sent and as shown).
 */
export const valuesOf = (article: Article, language: Language) => {
  const dates = 'startsAt' in article ? [article.startsAt, article.endsAt] : [article.publishedAt];
  const shown = dates.map((date) => formatDate(date, language));
  // The texts as the app's cards write them (ArticleCards), so nothing moves when it takes over.
  const texts = [article.title, article.summary].map(keepAmountsWhole);
  // A promotion's code last: only its page shows it (in the variant taken with a code).
  const code = 'startsAt' in article ? [article.promoCode ?? ''] : [];
  return [String(article.id), ...texts, pictureOf(article.imageUrl), ...dates, ...shown, ...code];
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Writes an article's values (escaped) in place of a stand-in's, in one raw text or attribute. */
export const swapping = (standIn: readonly string[], values: readonly string[]) => {
  const pattern = new RegExp(standIn.map(escapeRegExp).join('|'), 'g');
  return (raw: string) =>
    raw.replace(pattern, (found) => escapeHtml(values[standIn.indexOf(found)] ?? found));
};

/**
 * A first visit's page of a list with its cards written in, and the answer they came from for
 * the app to start with. The build leaves a card per article the list's first page can hold,
 * each a stand-in's, inert in a template ahead of the placeholder (ArticleListScreen). Streaming
 * the page, each card takes an article's values in its attributes and texts, the cards left over
 * go, and so does the placeholder when there were cards to fill.
 */
export const fillFirstVisitList = (
  page: Response,
  { list, language, answer }: { list: FirstVisitList; language: Language; answer: ListAnswer },
) => {
  const cards = `.first-visit section.page > template.${FIRST_VISIT_CARDS_CLASS}`;
  const standIns = standInArticles(list);
  // `<` escaped, so no text of an article can close the script element.
  const data = JSON.stringify({ list, language, answer }).replace(/</g, '\\u003c');
  let card = -1;
  let swap = (raw: string) => raw;
  let text = '';
  return new HTMLRewriter()
    .on(cards, { element: (template) => void template.removeAndKeepContent() })
    .on(`${cards} li`, {
      element(element) {
        card += 1;
        const [standIn, article] = [standIns[card], answer.items[card]];
        if (!standIn || !article) return void element.remove();
        swap = swapping(valuesOf(standIn, language), valuesOf(article, language));
      },
      // A text may come in chunks: it is written once, whole.
      text(chunk) {
        text += chunk.text;
        if (!chunk.lastInTextNode) return void chunk.remove();
        chunk.replace(swap(text), { html: true });
        text = '';
      },
    })
    .on(`${cards} li *`, {
      element(element) {
        for (const [name = '', raw = ''] of [...element.attributes])
          if (swap(raw) !== raw) element.setAttribute(name, swap(raw));
      },
    })
    .on('.first-visit section.page > .skeleton', {
      element: (skeleton) => void (card >= 0 && skeleton.remove()),
    })
    .on('body', {
      element: (body) =>
        void body.append(
          `<script type="application/json" id="${FIRST_VISIT_DATA_ID}">${data}</script>`,
          { html: true },
        ),
    })
    .transform(page);
};

/**
 * The page with its list written in (fillFirstVisitList). Anything amiss (no backend, a slow or
 * broken answer, an empty list) leaves the page as the build wrote it: the app reads the list.
 * A failure is logged, so a backend that keeps first visits waiting or answers out of contract is
 * seen although every visitor still gets a page.
 */
export const withFirstVisitList = async (
  page: Response,
  { env, list, language }: { env: Env; list: FirstVisitList; language: Language },
): Promise<Response> => {
  const answer = await readMainApi(env, LIST_CALLS[list], ARTICLE_LIST_QUERY, language).catch(
    (error: unknown) => {
      console.warn('first visit list failed: the page goes as built', {
        list,
        language,
        reason: failureReason(error),
      });
      return null;
    },
  );
  return answer?.items.length ? fillFirstVisitList(page, { list, language, answer }) : page;
};
