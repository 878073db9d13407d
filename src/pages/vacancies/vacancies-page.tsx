import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { useRestaurants } from '../../entities/restaurant';
import { useHrQuery } from '../../shared/api/use-api-query';
import { ROUTES } from '@pizza-order-app/contract/config/routes';
import { vacanciesCall } from '@pizza-order-app/contract/hr-api';
import { $language } from '../../shared/i18n/model';
import { formatAmount } from '@pizza-order-app/contract/lib/format-amount';
import { EmptyState, LoadFailed, Page, Skeleton } from '../../shared/ui';
// Directly, not through the barrel: the menu's first load has no form fields.
import { Field } from '../../shared/ui/field';
import './vacancies.css';

/** Open vacancies from the HR API, filterable by restaurant or city (kept in the URL, so shareable). */
export function VacanciesPage() {
  const { t } = useTranslation();
  const language = useUnit($language);
  const [search, setSearch] = useSearchParams();
  const restaurantId = Number(search.get('restaurant')) || undefined;
  const city = search.get('city') ?? undefined;
  const everything = useHrQuery(vacanciesCall, { query: {} }, { shared: true });
  const filtered = useHrQuery(vacanciesCall, { query: { restaurantId, city } }, { shared: true });
  const { restaurants } = useRestaurants();
  const cities = useMemo(
    () => [
      ...new Map((everything.data?.items ?? []).map(({ city: name }) => [name.en, name])).values(),
    ],
    [everything.data],
  );
  const restaurantName = (id: number | null) =>
    restaurants?.find((restaurant) => restaurant.id === id)?.name;
  const setFilter = (key: 'restaurant' | 'city', value: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });

  const list = (() => {
    if (filtered.isLoading) return <Skeleton rows={3} />;
    if (filtered.error || !filtered.data) {
      return <LoadFailed onRetry={filtered.retry} />;
    }
    if (filtered.data.items.length === 0) {
      return <EmptyState title={t('vacancies.empty')} text={t('vacancies.empty-hint')} />;
    }
    return (
      <ul className="vacancy-list" aria-label={t('vacancies.list')}>
        {filtered.data.items.map((vacancy) => (
          <li key={vacancy.id} className="vacancy-card">
            <h2 className="vacancy-card__title">{vacancy.title[language]}</h2>
            <p className="vacancy-card__meta">
              {[
                vacancy.city[language],
                restaurantName(vacancy.restaurantId),
                vacancy.schedule[language],
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p className="vacancy-card__salary">
              {t('vacancies.salary', {
                from: formatAmount(vacancy.salary.from, language),
                to: formatAmount(vacancy.salary.to, language),
              })}
            </p>
            <p>{vacancy.description[language]}</p>
            <Link
              href={`${ROUTES.vacancyForm}?vacancy=${vacancy.id}`}
              className="button button--primary"
            >
              {t('vacancies.apply', { title: vacancy.title[language] })}
            </Link>
          </li>
        ))}
      </ul>
    );
  })();

  return (
    <Page title={t('vacancies.title')} description={t('vacancies.description')}>
      <div className="filters" role="group" aria-label={t('vacancies.filters')}>
        <Field label={t('vacancies.restaurant')}>
          {(control) => (
            <select
              {...control}
              value={restaurantId ?? ''}
              onChange={(event) => setFilter('restaurant', event.target.value)}
            >
              <option value="">{t('vacancies.any-restaurant')}</option>
              {restaurants?.map((restaurant) => (
                <option key={restaurant.id} value={restaurant.id}>
                  {restaurant.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('vacancies.city')}>
          {(control) => (
            <select
              {...control}
              value={city ?? ''}
              onChange={(event) => setFilter('city', event.target.value)}
            >
              <option value="">{t('vacancies.any-city')}</option>
              {cities.map((name) => (
                <option key={name.en} value={name.en}>
                  {name[language]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {list}
    </Page>
  );
}
