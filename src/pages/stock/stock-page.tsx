import { useTranslation } from 'react-i18next';
import { EmptyState, Page } from '../../shared/ui';

export function StockPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('stock.title')} description={t('stock.description')}>
      <EmptyState title={t('stock.empty')} text={t('stock.empty-hint')} />
    </Page>
  );
}
