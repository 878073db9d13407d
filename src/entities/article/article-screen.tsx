import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useMainQuery } from '../../shared/api/use-api-query';
import { ROUTES } from '../../shared/config/routes';
import type { NewsItem, Promotion } from '../../shared/contract/articles-api';
import { $now } from '../../shared/lib/clock/model';
import { keepAmountsWhole } from '../../shared/lib/keep-amounts-whole';
import { $routeId } from '../../shared/lib/navigation/model';
import { isRouteId } from '../../shared/lib/route-id';
import { useFormatDate } from '../../shared/lib/use-format-date';
import { EmptyState, LoadFailed, Notice, Page, Skeleton } from '../../shared/ui';
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
  if (!('endsAt' in article)) return null;
  if (now >= Date.parse(article.endsAt))
    return <Notice tone="warning">{t('stock.ended', { date: formatDate(article.endsAt) })}</Notice>;
  if (now < Date.parse(article.startsAt))
    return <Notice>{t('stock.upcoming', { date: formatDate(article.startsAt) })}</Notice>;
  return null;
}

interface ArticleScreenProps {
  readonly kind: ArticleKind;
  /** What the reader can do with the article besides sharing it (a promotion's code to take). */
  readonly actions?: (article: NewsItem | Promotion) => ReactNode;
}

/** One news item or promotion, with its own title and description, sanitised body and a share button. */
export function ArticleScreen({ kind, actions }: ArticleScreenProps) {
  const { t } = useTranslation();
  const id = useUnit($routeId);
  if (id === null) {
    return (
      <Page title={t(`${ARTICLE_KINDS[kind].itemMessages}.title`)}>
        <Skeleton rows={4} />
      </Page>
    );
  }
  return <Article kind={kind} id={id} actions={actions} />;
}

/** The article a route names. */
function Article({ kind, id, actions }: ArticleScreenProps & { readonly id: string }) {
  const { t } = useTranslation();
  const config = ARTICLE_KINDS[kind];
  const validId = isRouteId(id);
  const { data, error, isLoading, notFound, retry } = useMainQuery(
    config.item,
    { query: { id: Number(id) } },
    { enabled: validId, shared: true },
  );
  const back = (
    <Link href={ROUTES[config.listRoute]} className="back-link">
      {t(`${config.itemMessages}.back`)}
    </Link>
  );

  if (!validId || notFound) {
    return (
      <Page title={t(`${config.itemMessages}.empty`)}>
        <EmptyState
          title={t(`${config.itemMessages}.empty`)}
          text={t(`${config.itemMessages}.empty-hint`)}
          action={back}
        />
      </Page>
    );
  }
  if (isLoading || (!data && !error)) {
    return (
      <Page title={t(`${config.itemMessages}.title`)}>
        <Skeleton rows={4} />
      </Page>
    );
  }
  if (!data) {
    return (
      <Page title={t(`${config.itemMessages}.title`)}>
        <LoadFailed onRetry={retry} />
      </Page>
    );
  }
  const { item } = data;
  return (
    <Page title={keepAmountsWhole(item.title)} description={item.summary}>
      <article className="article">
        <p className="article__date">
          <ArticleDate article={item} />
        </p>
        <PromotionPeriodNotice article={item} />
        <img className="article__image" src={item.imageUrl} alt="" width="800" height="450" />
        <RichText html={keepAmountsWhole(item.body)} />
        {actions?.(item)}
        <div className="article__actions">
          <ShareButton title={item.title} />
          {back}
        </div>
      </article>
    </Page>
  );
}
