import type { RefObject } from 'react';
import { useUnit } from 'effector-react';
import { isAwaitingPayment } from '../../entities/order/lazy';
import type { SharedOrder } from '@pizza-order-app/contract/orders-api';
import { useFocusDroppedOn } from '../../shared/ui/focus-into-view';
import { $rescuedOrder, rescueAnnounced } from './model';

/**
 * Once the order rescued here shows its new state (the kitchen has it, or it is cancelled), the
 * focus the rescue's buttons took with them goes to `status`, the place saying so.
 */
export const useFocusAfterRescue = (
  order: Pick<SharedOrder, 'orderId' | 'payment'> | undefined,
  status: RefObject<HTMLElement | null>,
) => {
  const [rescued, announced] = useUnit([$rescuedOrder, rescueAnnounced]);
  const shown = order !== undefined && rescued === order.orderId && !isAwaitingPayment(order);
  useFocusDroppedOn(status, shown, announced);
};
