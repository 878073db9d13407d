import { useTranslation } from 'react-i18next';
import { EmptyState, Page } from '../../shared/ui';

export function StocksPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('stocks.title')} description={t('stocks.description')}>
      <EmptyState title={t('stocks.empty')} text={t('stocks.empty-hint')} />
    </Page>
  );
}
