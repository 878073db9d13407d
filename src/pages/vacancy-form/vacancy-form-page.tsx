import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { useRestaurants } from '../../entities/restaurant';
import { ApplicationForm } from '../../features/apply-for-vacancy';
import { useHrQuery } from '../../shared/api/use-api-query';
import { ROUTES } from '@pizza-order-app/contract/config/routes';
import { vacanciesCall } from '@pizza-order-app/contract/hr-api';
import { $language } from '../../shared/i18n/model';
import { LoadFailed, Page, Skeleton } from '../../shared/ui';

export function VacancyFormPage() {
  const { t } = useTranslation();
  const language = useUnit($language);
  const [search] = useSearchParams();
  const vacancies = useHrQuery(vacanciesCall, { query: {} }, { shared: true });
  const { restaurants } = useRestaurants();

  const content = (() => {
    if (vacancies.isLoading) return <Skeleton rows={6} />;
    if (vacancies.error || !vacancies.data) {
      return <LoadFailed onRetry={vacancies.retry} />;
    }
    return (
      <ApplicationForm
        vacancies={vacancies.data.items}
        restaurants={restaurants ?? []}
        language={language}
        preselectedVacancy={search.get('vacancy')}
      />
    );
  })();

  return (
    <Page title={t('vacancyForm.title')} description={t('vacancyForm.description')}>
      <Link href={ROUTES.vacancies} className="back-link">
        {t('vacancyForm.back')}
      </Link>
      {content}
    </Page>
  );
}
