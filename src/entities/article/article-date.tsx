import { useTranslation } from 'react-i18next';
import type { NewsItem, Promotion } from '@pizza-order-app/contract/articles-api';
import { useFormatDate } from '../../shared/lib/use-format-date';

/** A news item's publication date, or how long a promotion runs. */
export function ArticleDate({ article }: { readonly article: NewsItem | Promotion }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if ('publishedAt' in article) {
    return <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>;
  }
  return (
    <span>
      {t('stocks.period', {
        from: formatDate(article.startsAt),
        until: formatDate(article.endsAt),
      })}
    </span>
  );
}
