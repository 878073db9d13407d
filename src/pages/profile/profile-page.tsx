import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { $customerId } from '../../entities/customer';
import { CustomerOrders } from '../../entities/order';
import { ProfileRatingAsk } from '../../features/rate-order';
import { Account } from '../../features/sign-in';
import { LanguageSwitcher } from '../../features/switch-language';
import { ROUTES } from '@pizza-order-app/contract/config/routes';
import { EmptyState, Page, Section } from '../../shared/ui';
import { CustomerCard } from './customer-card';
import { OrderActions } from './order-actions';
import { SavedAddresses } from './saved-addresses';
import './profile.css';

/** docs/product.md §2 /profile: who the customer is, their addresses, the language, and their orders. */
export function ProfilePage() {
  const { t } = useTranslation();
  const customerId = useUnit($customerId);
  return (
    <Page title={t('profile.title')} description={t('profile.description')}>
      <div className="profile">
        <div className="profile__side">
          <Account />
          <CustomerCard />
          <SavedAddresses />
          <Section title={t('layout.language')} className="profile__section">
            <LanguageSwitcher />
          </Section>
        </div>
        <Section title={t('profile.orders')} className="profile__orders">
          {customerId > 0 ? (
            <>
              <ProfileRatingAsk />
              <CustomerOrders renderAction={(order) => <OrderActions order={order} />} />
            </>
          ) : (
            // docs/product.md §5: no customer id, no order request; say honestly when orders will show up.
            <EmptyState
              title={t('profile.empty')}
              text={t('profile.empty-hint')}
              action={
                <Link href={ROUTES.menu} className="back-link">
                  {t('tracker.to-menu')}
                </Link>
              }
            />
          )}
        </Section>
      </div>
    </Page>
  );
}
