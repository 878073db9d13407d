import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { preloadMainQuery, useMainQuery } from '../../shared/api/use-api-query';
import type { Language } from '../../shared/config/languages';
import { routePath } from '../../shared/config/routes';
import { EmptyState, LoadFailed, Page, Skeleton } from '../../shared/ui';
import { ArticleDate } from './article-date';
import { ARTICLE_KINDS, type ArticleKind } from './article-kinds';

const LIST_QUERY = { query: { skip: 0, take: 50 } };

/** Starts reading a list while its screen is still on its way. */
export const preloadArticleList = (kind: ArticleKind, language: Language) =>
  preloadMainQuery(ARTICLE_KINDS[kind].list, LIST_QUERY, language);

/** The news or promotions list: cards with images and dates, skeletons, an empty state. */
export function ArticleListScreen({ kind }: { readonly kind: ArticleKind }) {
  const { t } = useTranslation();
  const config = ARTICLE_KINDS[kind];
  const { data, error, isLoading, retry } = useMainQuery(config.list, LIST_QUERY);
  const content = (() => {
    if (isLoading) return <Skeleton rows={3} />;
    if (error || !data) {
      return <LoadFailed onRetry={retry} />;
    }
    if (data.items.length === 0) {
      return (
        <EmptyState
          title={t(`${config.messages}.empty`)}
          text={t(`${config.messages}.empty-hint`)}
        />
      );
    }
    return (
      <ul className="article-grid">
        {data.items.map((article) => (
          <li key={article.id} className="article-card">
            <Link
              href={routePath(config.itemRoute, { id: article.id })}
              className="article-card__link"
            >
              <img
                className="article-card__image"
                src={article.imageUrl}
                alt=""
                width="400"
                height="225"
                loading="lazy"
              />
              <span className="article-card__date">
                <ArticleDate article={article} />
              </span>
              <span className="article-card__title">{article.title}</span>
              <span className="article-card__summary">{article.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  })();
  return (
    <Page title={t(`${config.messages}.title`)} description={t(`${config.messages}.description`)}>
      {content}
    </Page>
  );
}
