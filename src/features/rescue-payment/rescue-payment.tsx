import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { isAwaitingPayment } from '../../entities/order/lazy';
import { DELIVERY_TYPES } from '../../entities/location';
import { useRestaurants } from '../../entities/restaurant';
import type { Order } from '@pizza-order-app/contract/orders-api';
import { offlineMethodsTaken } from '@pizza-order-app/contract/payment-rescue';
import { Button, Dialog } from '../../shared/ui';
import {
  $cancelAsked,
  $isRescuing,
  cancelAsked,
  cancelConfirmed,
  cancelDismissed,
  payOnReceiptChosen,
} from './model';
import './rescue-payment.css';

/**
 * Beside "Pay" on an order awaiting its online payment, to its owner: pay on receipt instead
 * (to the courier, or at the counter for pickup), only as the restaurant takes it, or cancel the
 * order after a confirmation (docs/product.md §4).
 */
export function RescuePayment({ order }: { readonly order: Order }) {
  const { t } = useTranslation();
  const { restaurants } = useRestaurants();
  const [busy, asked, choose, ask, confirm, dismiss] = useUnit([
    $isRescuing,
    $cancelAsked,
    payOnReceiptChosen,
    cancelAsked,
    cancelConfirmed,
    cancelDismissed,
  ]);
  if (!isAwaitingPayment(order)) return null;
  const restaurant = restaurants?.find(({ id }) => id === order.restaurantId);
  // Until the restaurants are read, nothing is offered that it might not take.
  const methods = restaurant ? offlineMethodsTaken(restaurant.paymentMethods) : [];
  const where = order.orderTypeId === DELIVERY_TYPES.delivery ? 'delivery' : 'pickup';
  return (
    <div className="rescue-payment">
      {methods.length > 0 && (
        <>
          <p className="hint">{t('payment.rescue.title')}</p>
          <div className="rescue-payment__methods">
            {methods.map((paymentMethod) => (
              <Button
                key={paymentMethod}
                variant="secondary"
                busy={busy}
                onClick={() => choose({ orderId: order.orderId, paymentMethod })}
              >
                {t(`payment.rescue.${paymentMethod}-${where}`)}
              </Button>
            ))}
          </div>
        </>
      )}
      <Button variant="ghost" busy={busy} onClick={() => ask(order.orderId)}>
        {t('payment.rescue.cancel')}
      </Button>
      <Dialog
        open={asked === order.orderId}
        title={t('payment.rescue.cancel-title', { id: order.orderId })}
        onClose={dismiss}
        footer={
          <>
            <Button busy={busy} onClick={confirm}>
              {t('payment.rescue.cancel-confirm')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={dismiss}>
              {t('payment.rescue.keep')}
            </Button>
          </>
        }
      >
        <p>{t('payment.rescue.cancel-text')}</p>
      </Dialog>
    </div>
  );
}
