import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@pizza-order-app/contract/orders-api';
import { useFormatDate } from '../../shared/lib/use-format-date';
import { Button } from '../../shared/ui';
import { paymentDoorOf } from './payment';
import { $confirmingOrder, $isPaying, paymentRequested } from './payment-model';

/**
 * An order awaiting payment, to its owner: until when it waits and "Pay", which opens the same
 * payment as placing it did. Once Telegram's form closed paid or pending, the confirmation is on
 * its way: paying again could charge twice, so it says so instead until the backend answers (or,
 * pending, until the wait is over).
 */
export function PayOrder({ order }: { readonly order: Order }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [paying, confirmingOrder, pay] = useUnit([$isPaying, $confirmingOrder, paymentRequested]);
  const door = paymentDoorOf(order);
  if (!door) return null;
  const confirming = confirmingOrder === order.orderId;
  const expiresAt = order.payment?.expiresAt;
  return (
    <div className="pay-order">
      {expiresAt && (
        <p className="hint">{t('payment.expires', { time: formatDate(expiresAt, 'time') })}</p>
      )}
      {confirming ? (
        <p className="hint" role="status">
          {t('payment.confirming')}
        </p>
      ) : (
        <Button busy={paying} onClick={() => pay(door)}>
          {t('payment.pay')}
        </Button>
      )}
    </div>
  );
}
