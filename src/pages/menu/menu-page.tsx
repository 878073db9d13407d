import { useTranslation } from 'react-i18next';
import { EmptyState, Page } from '../../shared/ui';

export function MenuPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('menu.title')} description={t('menu.description')}>
      <EmptyState title={t('menu.empty')} text={t('menu.empty-hint')} />
    </Page>
  );
}
