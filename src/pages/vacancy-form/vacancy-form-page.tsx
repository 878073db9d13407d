import { useTranslation } from 'react-i18next';
import { EmptyState, Page } from '../../shared/ui';

export function VacancyFormPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('vacancy-form.title')} description={t('vacancy-form.description')}>
      <EmptyState title={t('vacancy-form.empty')} text={t('vacancy-form.empty-hint')} />
    </Page>
  );
}
