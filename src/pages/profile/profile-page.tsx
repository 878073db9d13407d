import { useTranslation } from 'react-i18next';
import { EmptyState, Page } from '../../shared/ui';

export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('profile.title')} description={t('profile.description')}>
      <EmptyState title={t('profile.empty')} text={t('profile.empty-hint')} />
    </Page>
  );
}
