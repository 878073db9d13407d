import { useCardStatus } from '../../entities/order';
import { PayOrder, isAwaitingPayment } from '../../entities/order/lazy';
import { OrderRatingPanel } from '../../features/rate-order';
import { RepeatOrderButton } from '../../features/repeat-order/lazy';
import { RescuePayment, useFocusAfterRescue } from '../../features/rescue-payment';
import type { Order } from '@pizza-order-app/contract/orders-api';

/**
 * What the customer can do with an order on its card: one awaiting payment is paid or rescued as
 * on its tracker (another way to pay, or cancelled), with no trip there; any other is rated and
 * repeated. A rescue hands the focus to the card's status, which tells what became of the order.
 */
export function OrderActions({ order }: { readonly order: Order }) {
  useFocusAfterRescue(order, useCardStatus());
  return isAwaitingPayment(order) ? (
    <>
      <PayOrder order={order} />
      <RescuePayment order={order} />
    </>
  ) : (
    <>
      <OrderRatingPanel order={order} ask={false} />
      <RepeatOrderButton order={order} />
    </>
  );
}
