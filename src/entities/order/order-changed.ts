import { attachApi } from '../../shared/api/model';
import { updateMainReads } from '../../shared/api/use-api-query';
import { orderCall, ordersCall, type Order } from '../../shared/contract/orders-api';

/**
 * The server answered a change to one of the customer's orders (its payment rescued): every
 * screen showing it, its tracker as the profile's lists, shows the answer at once and reads again.
 */
export const orderChangedFx = attachApi(async (api, order: Order) => {
  const current = (each: Order) => (each.orderId === order.orderId ? order : each);
  await Promise.all([
    updateMainReads(api, orderCall, (answer) =>
      answer.view === 'owner' ? { ...answer, order: current(answer.order) } : answer,
    ),
    updateMainReads(api, ordersCall, (answer) => ({
      ...answer,
      orders: answer.orders.map(current),
    })),
  ]);
});
