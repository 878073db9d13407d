import { useTranslation } from 'react-i18next';
import { EmptyState, Page } from '../../shared/ui';

export function VacanciesPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('vacancies.title')} description={t('vacancies.description')}>
      <EmptyState title={t('vacancies.empty')} text={t('vacancies.empty-hint')} />
    </Page>
  );
}
