import { useTranslation } from 'react-i18next';
import { EmptyState, Page } from '../../shared/ui';

export function TrackerPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('tracker.title')} description={t('tracker.description')}>
      <EmptyState title={t('tracker.empty')} text={t('tracker.empty-hint')} />
    </Page>
  );
}
