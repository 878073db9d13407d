import { attachApi } from '../../shared/api/model';
import { updateMainReads } from '../../shared/api/use-api-query';
import {
  isOrderActive,
  orderCall,
  ordersCall,
  type Order,
} from '@pizza-order-app/contract/orders-api';

/**
 * The order may have changed on the server without an answer here (its payment confirmed or
 * refused after Telegram's form closed): its tracker and the customer's lists read it again.
 */
export const readOrderAgainFx = attachApi(async (api, orderId: number) => {
  await Promise.all([
    updateMainReads(
      api,
      orderCall,
      (answer) => answer,
      (query) => Number(query?.orderId) === orderId,
    ),
    updateMainReads(api, ordersCall, (answer) => answer),
  ]);
});

/**
 * The server answered a change to one of the customer's orders (its payment rescued): every
 * screen showing it, its tracker as the profile's lists, shows the answer at once and reads again.
 * A list of the active orders drops one that has ended (cancelled), which the history now shows.
 */
export const orderChangedFx = attachApi(async (api, order: Order) => {
  const current = (each: Order) => (each.orderId === order.orderId ? order : each);
  const onlyActive = (query: { onlyActive?: 'true' | 'false' } | null) =>
    query?.onlyActive === 'true';
  await Promise.all([
    updateMainReads(api, orderCall, (answer) =>
      answer.view === 'owner' ? { ...answer, order: current(answer.order) } : answer,
    ),
    updateMainReads(
      api,
      ordersCall,
      (answer) => ({ ...answer, orders: answer.orders.map(current) }),
      (query) => !onlyActive(query),
    ),
    updateMainReads(
      api,
      ordersCall,
      (answer) => {
        if (isOrderActive(order.statusCode))
          return { ...answer, orders: answer.orders.map(current) };
        const orders = answer.orders.filter(({ orderId }) => orderId !== order.orderId);
        return { orders, total: answer.total - (answer.orders.length - orders.length) };
      },
      onlyActive,
    ),
  ]);
});
