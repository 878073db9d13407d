import { useTranslation } from 'react-i18next';
import { useRestaurants } from '../../entities/restaurant';
import { RestaurantMapLink } from '../../entities/restaurant/lazy';
import { CHAIN_CONTACTS } from '../../shared/config/contacts';
import { telHref } from '../../shared/lib/tel-href';
import { EmptyState, LoadFailed, Page, Section, Skeleton } from '../../shared/ui';
import './contacts.css';

export function ContactsPage() {
  const { t } = useTranslation();
  const { restaurants, error, isLoading, retry } = useRestaurants();
  return (
    <Page title={t('contacts.title')} description={t('contacts.description')}>
      <Section title={t('contacts.chain')} className="contacts-chain">
        <ul className="contact-links">
          <li>
            <a href={CHAIN_CONTACTS.phoneHref}>{CHAIN_CONTACTS.phone}</a> ·{' '}
            {t('contacts.phone-hours')}
          </li>
          <li>
            <a href={CHAIN_CONTACTS.telegram} rel="noopener" target="_blank">
              {t('contacts.telegram')}
            </a>
          </li>
          <li>
            <a href={CHAIN_CONTACTS.instagram} rel="noopener" target="_blank">
              Instagram
            </a>
          </li>
          <li>
            <a href={`mailto:${CHAIN_CONTACTS.email}`}>{CHAIN_CONTACTS.email}</a>
          </li>
        </ul>
      </Section>
      <Section title={t('contacts.restaurants')}>
        {isLoading && <Skeleton rows={4} />}
        {!isLoading && (error || !restaurants) && <LoadFailed onRetry={retry} />}
        {restaurants?.length === 0 && (
          <EmptyState title={t('contacts.empty')} text={t('contacts.empty-hint')} />
        )}
        {restaurants && restaurants.length > 0 && (
          <ul className="restaurant-contacts" aria-label={t('contacts.restaurants')}>
            {restaurants.map((restaurant) => (
              <li key={restaurant.id} className="restaurant-contact">
                <h3 className="restaurant-contact__name">{restaurant.name}</h3>
                <p className="restaurant-contact__text">{restaurant.address}</p>
                <p className="restaurant-contact__text">
                  {t('location.hours', { hours: restaurant.workingHours })}
                </p>
                <p className="restaurant-contact__links">
                  <a href={telHref(restaurant.phone)}>{restaurant.phone}</a>
                  <RestaurantMapLink restaurant={restaurant}>
                    {t('contacts.open-map', { name: restaurant.name })}
                  </RestaurantMapLink>
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </Page>
  );
}
