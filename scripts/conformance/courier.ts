import {
  createOrderCall,
  isOrderActive,
  ORDER_STATUS,
  ORDER_STATUS_STEPS,
  orderCall,
} from '@pizza-order-app/contract';
import type { Calls, Capability } from './kit';
import {
  check,
  ENGLISH,
  needs,
  pickupDraft,
  webCustomer,
  type Fixture,
  type Found,
} from './test-data';

/**
 * The courier (docs/api.md, "Capabilities" and `delivery/Get`): a delivery the chain's hook moves
 * on its way (`--advance`) names its courier, a name and a phone, in its owner's view, and
 * nothing of them in the view shared by the tracking key.
 */

const DELIVERY = 0;
const DELIVERY_STEPS = ORDER_STATUS_STEPS[DELIVERY];

export const courierCapability = (found: Found, fixture: Fixture): Capability => {
  const owner = webCustomer();
  let placed: { orderId: number; trackingKey: string } | undefined;
  return {
    name: 'courier',
    apis: ['main', 'advance'],
    checks: (calls: Calls) => {
      const ownerRead = () => ({
        query: { Language: ENGLISH, orderId: needs(placed, 'delivery').orderId },
        as: owner,
      });
      return [
        check('a delivery on its way names its courier to its owner', async () => {
          const restaurant = needs(found.restaurant, 'restaurant');
          // A delivery to the restaurant's own door: a point its zone serves.
          const body = {
            ...pickupDraft(restaurant, needs(found.menu, 'menu'), fixture),
            orderTypeId: DELIVERY,
            address: 'A conformance check, please do not deliver',
            language: ENGLISH,
          };
          placed = await calls.call('main', createOrderCall, { body, as: owner });
          let { order } = await calls.call('main', orderCall, ownerRead());
          for (
            let move = 0;
            move < DELIVERY_STEPS.length &&
            order.statusCode !== ORDER_STATUS.onTheWay &&
            isOrderActive(order.statusCode);
            move += 1
          ) {
            await calls.advance(placed.orderId);
            ({ order } = await calls.call('main', orderCall, ownerRead()));
          }
          const answer = await calls.send('main', orderCall, ownerRead());
          if (order.statusCode !== ORDER_STATUS.onTheWay)
            throw calls.wrong(answer, `moved along, the delivery never went on its way`);
          if (!('courier' in order) || !order.courier)
            throw calls.wrong(answer, 'a delivery on its way names no courier');
        }),
        check('the view shared by the tracking key names no courier', async () => {
          const { orderId, trackingKey } = needs(placed, 'delivery');
          const answer = await calls.send('main', orderCall, {
            query: { Language: ENGLISH, orderId, trackingKey },
          });
          const read = calls.expectAnswer(orderCall, answer);
          const order = (answer.body as { order?: Record<string, unknown> }).order ?? {};
          if (read.view !== 'shared' || 'courier' in order)
            throw calls.wrong(answer, 'the shared view carries the courier, which is the owner’s');
        }),
      ];
    },
  };
};
