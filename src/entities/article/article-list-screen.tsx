import type { Scope } from 'effector';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { preloadMainQuery, seedMainQuery, useMainQuery } from '../../shared/api/use-api-query';
import {
  ARTICLE_LIST_QUERY,
  FIRST_VISIT_CARDS_CLASS,
  standInArticles,
} from '@pizza-order-app/contract/config/first-visit-lists';
import type { Language } from '@pizza-order-app/contract/config/languages';
import { takeFirstVisitData } from '../../shared/lib/first-visit-data';
import { EmptyState, LoadFailed, Page, Skeleton } from '../../shared/ui';
import { ArticleCards } from './article-cards';
import { ARTICLE_KINDS, type ArticleKind } from './article-kinds';

const LIST_QUERY = { query: ARTICLE_LIST_QUERY };

/**
 * Before the list's screen renders: takes the answer the edge wrote into a first visit's page
 * when it is this list's and passes its schema, else starts reading the list.
 */
export const preloadArticleList = async (kind: ArticleKind, language: Language, scope: Scope) => {
  const call = ARTICLE_KINDS[kind].list;
  const written = v.safeParse(
    v.object({ list: v.literal(kind), language: v.literal(language), answer: call.response }),
    takeFirstVisitData(),
  );
  if (written.success)
    await seedMainQuery(scope, call, LIST_QUERY, language, written.output.answer);
  else await preloadMainQuery(scope, call, LIST_QUERY, language);
};

/** The news or promotions list: cards with images and dates, skeletons, an empty state. */
export function ArticleListScreen({ kind }: { readonly kind: ArticleKind }) {
  const { t } = useTranslation();
  const config = ARTICLE_KINDS[kind];
  const { data, isLoading, retry } = useMainQuery(config.list, LIST_QUERY, { shared: true });
  const content = (() => {
    // An answer at hand (the edge's, or the last one) shows while SWR checks it again.
    if (data && data.items.length === 0) {
      return (
        <EmptyState
          title={t(`${config.listRoute}.empty`)}
          text={t(`${config.listRoute}.empty-hint`)}
        />
      );
    }
    if (data) return <ArticleCards kind={kind} articles={data.items} />;
    if (isLoading) {
      return (
        <>
          {/* Prerendered only: cards for the edge to give a first visit's articles. */}
          {import.meta.env.SSR && (
            <template className={FIRST_VISIT_CARDS_CLASS}>
              <ArticleCards kind={kind} articles={standInArticles(kind)} />
            </template>
          )}
          <Skeleton rows={3} />
        </>
      );
    }
    return <LoadFailed onRetry={retry} />;
  })();
  return (
    <Page title={t(`${config.listRoute}.title`)} description={t(`${config.listRoute}.description`)}>
      {content}
    </Page>
  );
}
