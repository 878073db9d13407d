import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $tgId } from '../../entities/customer';
import { useCustomer } from '../../entities/order';
import { maskId, maskUzPhone } from '../../shared/lib/mask';
import { Section, Skeleton } from '../../shared/ui';

/** Who the stored ids belong to; ids and phone are masked, a shared screen should not leak them. */
export function CustomerCard() {
  const { t } = useTranslation();
  const tgId = useUnit($tgId);
  const { customer, customerId, isLoading } = useCustomer();
  if (customerId === 0 && tgId === 0) return null;
  return (
    <Section title={t('profile.about')} className="profile__section">
      {isLoading ? (
        <Skeleton rows={2} />
      ) : (
        <dl className="details">
          {customer && (
            <>
              <dt>{t('profile.name')}</dt>
              <dd>{customer.name}</dd>
              <dt>{t('profile.phone')}</dt>
              <dd>{maskUzPhone(customer.phone)}</dd>
            </>
          )}
          {customerId > 0 && (
            <>
              <dt>{t('profile.customer-id')}</dt>
              <dd>{maskId(customerId, 2)}</dd>
            </>
          )}
          {tgId > 0 && (
            <>
              <dt>{t('profile.telegram-id')}</dt>
              <dd>{maskId(tgId, 4)}</dd>
            </>
          )}
        </dl>
      )}
    </Section>
  );
}
