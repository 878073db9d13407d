import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $hasLocation } from '../../entities/location';
import { ViewCartAction } from '../../features/cart';
import { LocationPicker, LocationSummary } from '../../features/choose-location';
import { EmptyState, Page } from '../../shared/ui';
import { Catalogue } from './catalogue';
import { KitchenClosedNotice } from './kitchen-closed-notice';

export function MenuPage() {
  const { t } = useTranslation();
  const hasLocation = useUnit($hasLocation);
  return (
    <Page title={t('menu.title')} description={t('menu.description')}>
      {hasLocation ? (
        <>
          <LocationSummary />
          <KitchenClosedNotice />
          <Catalogue />
          <ViewCartAction />
        </>
      ) : (
        <>
          <EmptyState title={t('menu.empty')} text={t('menu.empty-hint')} />
          <LocationPicker level={2} />
        </>
      )}
    </Page>
  );
}
