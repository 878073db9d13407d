import { useTranslation } from 'react-i18next';
import { EmptyState, Page } from '../../shared/ui';

export function ContactsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('contacts.title')} description={t('contacts.description')}>
      <EmptyState title={t('contacts.empty')} text={t('contacts.empty-hint')} />
    </Page>
  );
}
