import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $tgId } from '../../entities/customer';
import { useCustomer } from '../../entities/order';
import { maskId, maskUzPhone } from '../../shared/lib/mask';
import { Section, Skeleton } from '../../shared/ui';

/**
 * Who the customer is, as they know themselves: the name and phone of their orders, and their
 * Telegram id; masked, a shared screen should not leak them. The internal customer id means
 * nothing to them and is not shown.
 */
export function CustomerCard() {
  const { t } = useTranslation();
  const tgId = useUnit($tgId);
  const { customer, customerId, isLoading } = useCustomer();
  if (customerId === 0 && tgId === 0) return null;
  if (!isLoading && !customer && tgId === 0) return null;
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
