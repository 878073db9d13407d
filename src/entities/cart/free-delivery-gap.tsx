import { useTranslation } from 'react-i18next';
import type { FreeDeliveryGap as Gap } from '@pizza-order-app/contract/orders-api';
import { useFormatPrice } from '../../shared/lib/use-format-price';

/**
 * "64 000 so‘m more for free delivery", as the backend's price says (`toFreeDelivery`): the app
 * keeps no threshold of its own. Polite: a change of the lines retells it.
 */
export function FreeDeliveryGap({ gap }: { readonly gap: Gap | null }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  return (
    <p className="free-delivery-gap" role="status">
      {gap && t('offers.free-delivery-gap', { amount: formatPrice(gap.remaining) })}
    </p>
  );
}
