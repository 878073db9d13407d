import type { Scope } from 'effector';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { Link } from 'wouter';
import { seedFreshMainQuery } from '../../shared/api/seed-fresh-read';
import { useMainQuery } from '../../shared/api/use-api-query';
import {
  FIRST_VISIT_ARTICLE_CLASS,
  TEMPLATE_ARTICLES,
} from '@pizza-order-app/contract/config/first-visit-lists';
import type { Language } from '@pizza-order-app/contract/config/languages';
import { ROUTES } from '@pizza-order-app/contract/config/routes';
import {
  promotionPeriod,
  type NewsItem,
  type Promotion,
} from '@pizza-order-app/contract/articles-api';
import { $now } from '../../shared/lib/clock/model';
import { takeFirstVisitData } from '../../shared/lib/first-visit-data';
import {
  FirstVisitStandIn,
  FirstVisitVariant,
  useIsFirstVisitStandIn,
} from '../../shared/lib/first-visit-variant';
import { keepAmountsWhole } from '@pizza-order-app/contract/lib/keep-amounts-whole';
import { $routeId } from '../../shared/lib/navigation/model';
import { isRouteId } from '@pizza-order-app/contract/lib/route-id';
import { useFormatDate } from '../../shared/lib/use-format-date';
import { EmptyState, LoadFailed, Notice, Page, Picture, Skeleton } from '../../shared/ui';
// Directly, not through the barrel: sharing ships with the screens that offer it.
import { ShareButton } from '../../shared/ui/share-button';
// Imported directly, not through the barrel, so the sanitiser ships only with article screens.
import { RichText } from '../../shared/ui/rich-text';
import { ArticleDate } from './article-date';
import { ARTICLE_KINDS, type ArticleKind } from './article-kinds';
import './article-screen.css';

/**
 * A promotion's page opened before it starts or after it ends (a shared link, an old tab): it
 * says so, as the list shows only the promotions running and priced now.
 */
function PromotionPeriodNotice({ article }: { readonly article: NewsItem | Promotion }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const now = useUnit($now);
  const standIn = useIsFirstVisitStandIn();
  if (!('endsAt' in article)) return null;
  const ended = (
    <Notice tone="warning">{t('stock.ended', { date: formatDate(article.endsAt) })}</Notice>
  );
  const upcoming = <Notice>{t('stock.upcoming', { date: formatDate(article.startsAt) })}</Notice>;
  if (standIn)
    return (
      <>
        <FirstVisitVariant when="ended">{ended}</FirstVisitVariant>
        <FirstVisitVariant when="upcoming">{upcoming}</FirstVisitVariant>
      </>
    );
  const period = promotionPeriod(article, now);
  return period === 'ended' ? ended : period === 'upcoming' ? upcoming : null;
}

/**
 * Before an article's screen renders: takes the article the edge wrote into a first visit's page
 * when it is this screen's and passes its schema, so the screen starts from it (see
 * functions/lib/first-visit-article.ts); else the screen reads the article itself.
 */
export const preloadArticle = async (kind: ArticleKind, language: Language, scope: Scope) => {
  const { item, itemRoute } = ARTICLE_KINDS[kind];
  const written = v.safeParse(
    v.object({ route: v.literal(itemRoute), language: v.literal(language), answer: item.response }),
    takeFirstVisitData(),
  );
  if (written.success) {
    const { answer } = written.output;
    await seedFreshMainQuery(scope, item, { query: { id: answer.item.id } }, language, answer);
  }
};

interface ArticleScreenProps {
  readonly kind: ArticleKind;
  /** What the reader can do with the article besides sharing it (a promotion's code to take). */
  readonly actions?: (article: NewsItem | Promotion) => ReactNode;
}

function BackLink({ kind }: { readonly kind: ArticleKind }) {
  const { t } = useTranslation();
  const config = ARTICLE_KINDS[kind];
  return (
    <Link href={ROUTES[config.listRoute]} className="back-link">
      {t(`${config.itemRoute}.back`)}
    </Link>
  );
}

/** An article as its reader sees it: its own title and description, date, picture and text. */
function ArticleView({
  kind,
  item,
  actions,
}: Required<ArticleScreenProps> & { readonly item: NewsItem | Promotion }) {
  return (
    <Page title={keepAmountsWhole(item.title)} description={item.summary}>
      <article className="article">
        <p className="article__date">
          <ArticleDate article={item} />
        </p>
        <PromotionPeriodNotice article={item} />
        <Picture className="article__image" src={item.imageUrl} width="800" height="450" />
        <RichText html={keepAmountsWhole(item.body)} />
        {actions(item)}
        <div className="article__actions">
          <ShareButton title={item.title} />
          <BackLink kind={kind} />
        </div>
      </article>
    </Page>
  );
}

const noActions = () => null;

/** One news item or promotion, with its own title and description, sanitised body and a share button. */
export function ArticleScreen({ kind, actions = noActions }: ArticleScreenProps) {
  const { t } = useTranslation();
  const id = useUnit($routeId);
  if (id === null) {
    return (
      <>
        {/* Prerendered only: the screen of a stand-in, for the edge to give the article. */}
        {import.meta.env.SSR && (
          <template className={FIRST_VISIT_ARTICLE_CLASS}>
            <FirstVisitStandIn>
              <ArticleView
                kind={kind}
                item={TEMPLATE_ARTICLES[ARTICLE_KINDS[kind].listRoute]}
                actions={actions}
              />
            </FirstVisitStandIn>
          </template>
        )}
        <Page title={t(`${ARTICLE_KINDS[kind].itemRoute}.title`)}>
          <Skeleton rows={4} />
        </Page>
      </>
    );
  }
  return <Article kind={kind} id={id} actions={actions} />;
}

/** The article a route names. */
function Article({ kind, id, actions }: Required<ArticleScreenProps> & { readonly id: string }) {
  const { t } = useTranslation();
  const config = ARTICLE_KINDS[kind];
  const validId = isRouteId(id);
  const { data, error, isLoading, notFound, retry } = useMainQuery(
    config.item,
    { query: { id: Number(id) } },
    { enabled: validId, shared: true },
  );

  if (!validId || notFound) {
    return (
      <Page title={t(`${config.itemRoute}.empty`)}>
        <EmptyState
          title={t(`${config.itemRoute}.empty`)}
          text={t(`${config.itemRoute}.empty-hint`)}
          action={<BackLink kind={kind} />}
        />
      </Page>
    );
  }
  if (isLoading || (!data && !error)) {
    return (
      <Page title={t(`${config.itemRoute}.title`)}>
        <Skeleton rows={4} />
      </Page>
    );
  }
  if (!data) {
    return (
      <Page title={t(`${config.itemRoute}.title`)}>
        <LoadFailed onRetry={retry} />
      </Page>
    );
  }
  return <ArticleView kind={kind} item={data.item} actions={actions} />;
}
