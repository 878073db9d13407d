import { useTranslation } from 'react-i18next';
import { EmptyState, Page } from '../../shared/ui';

export function NewsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('news.title')} description={t('news.description')}>
      <EmptyState title={t('news.empty')} text={t('news.empty-hint')} />
    </Page>
  );
}
