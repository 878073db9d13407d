import { useTranslation } from 'react-i18next';
import { EmptyState, Page } from '../../shared/ui';

export function OrderPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('order.title')} description={t('order.description')}>
      <EmptyState title={t('order.empty')} text={t('order.empty-hint')} />
    </Page>
  );
}
