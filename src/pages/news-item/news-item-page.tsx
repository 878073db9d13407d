import { useTranslation } from 'react-i18next';
import { EmptyState, Page } from '../../shared/ui';

export function NewsItemPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('news-item.title')} description={t('news-item.description')}>
      <EmptyState title={t('news-item.empty')} text={t('news-item.empty-hint')} />
    </Page>
  );
}
