import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { useMainQuery } from '../../shared/api/use-api-query';
import { ROUTES } from '../../shared/config/routes';
import { isRouteId } from '../../shared/lib/route-id';
import { EmptyState, LoadFailed, Page, Skeleton } from '../../shared/ui';
// Directly, not through the barrel: sharing ships with the screens that offer it.
import { ShareButton } from '../../shared/ui/share-button';
// Imported directly, not through the barrel, so the sanitiser ships only with article screens.
import { RichText } from '../../shared/ui/rich-text';
import { ArticleDate } from './article-date';
import { ARTICLE_KINDS, type ArticleKind } from './article-kinds';

/** One news item or promotion, with its own title and description, sanitised body and a share button. */
export function ArticleScreen({ kind }: { readonly kind: ArticleKind }) {
  const { t } = useTranslation();
  const config = ARTICLE_KINDS[kind];
  const { id = '' } = useParams<{ id: string }>();
  const validId = isRouteId(id);
  const { data, error, isLoading, notFound, retry } = useMainQuery(
    config.item,
    { query: { id: Number(id) } },
    { enabled: validId },
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
    <Page title={item.title} description={item.summary}>
      <article className="article">
        <p className="article__date">
          <ArticleDate article={item} />
        </p>
        <img className="article__image" src={item.imageUrl} alt="" width="800" height="450" />
        <RichText html={item.body} />
        <div className="article__actions">
          <ShareButton title={item.title} />
          {back}
        </div>
      </article>
    </Page>
  );
}
