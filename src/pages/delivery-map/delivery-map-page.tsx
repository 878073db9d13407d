import { useTranslation } from 'react-i18next';
import { EmptyState, Page } from '../../shared/ui';

export function DeliveryMapPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('delivery-map.title')} description={t('delivery-map.description')}>
      <EmptyState title={t('delivery-map.empty')} text={t('delivery-map.empty-hint')} />
    </Page>
  );
}
