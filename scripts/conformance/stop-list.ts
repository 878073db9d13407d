import {
  createOrderCall,
  ORDER_REFUSAL_CODES,
  priceCall,
  shopCall,
  type Menu,
} from '@pizza-order-app/contract';
import { Nonconformity, Unchecked, type Calls, type Capability } from './kit';
import {
  check,
  ENGLISH,
  lineOf,
  needs,
  orderableDishes,
  orderLine,
  PICKUP,
  pickupOrder,
  shopQuery,
  webCustomer,
  type Fixture,
  type Found,
} from './test-data';

/**
 * The stop list (docs/api.md, "Stop list"): a dish or a modifier the test restaurant has stopped
 * reads `isAvailable: false` on its menu, and an order or a price with it is refused with
 * `409 product-unavailable`. The kit stops them through the chain's hook (`--stop-list`) and
 * takes them off the list again before it moves on.
 */
export const stopListCapability = (found: Found, fixture: Fixture): Capability => {
  const customer = webCustomer();
  return {
    name: 'stop-list',
    apis: ['main', 'stop-list'],
    checks: (calls: Calls) => {
      const restaurantId = () => needs(found.restaurant, 'restaurant').id;
      const readMenu = () =>
        calls.call('main', shopCall, { query: shopQuery(needs(found.restaurant, 'restaurant')) });
      const menuAnswer = () =>
        calls.send('main', shopCall, { query: shopQuery(needs(found.restaurant, 'restaurant')) });
      const dish = () => orderLine(needs(found.menu, 'menu'));
      /** The price of the dish for pickup at the test restaurant. */
      const dishPrice = () => ({
        orderTypeId: PICKUP,
        restaurantId: restaurantId(),
        products: [dish()],
        language: ENGLISH,
      });
      const orderWith = (line: ReturnType<typeof lineOf>) => ({
        ...pickupOrder(found, fixture),
        products: [line],
      });
      const refused = (line: ReturnType<typeof lineOf>) =>
        calls.expectRefusal(
          'main',
          createOrderCall,
          [409],
          { body: orderWith(line), as: customer },
          { code: ORDER_REFUSAL_CODES.productUnavailable },
        );
      /** A dish whose starting choices include a modifier, and that modifier. */
      const dishWithModifier = (menu: Menu) => {
        for (const product of orderableDishes(menu)) {
          const line = lineOf(product);
          const [chosen] = line.modifiers;
          if (chosen) return { line, modifierId: chosen.id };
        }
        throw new Unchecked('the menu has no dish in stock that starts with a modifier chosen');
      };

      return [
        check('a dish put on the stop list reads isAvailable: false on the menu', async () => {
          const { id } = dish();
          await calls.setStock(restaurantId(), 'product', id, false);
          const stopped = (await readMenu()).products.find((product) => product.id === id);
          if (stopped?.isAvailable === undefined) {
            await calls.setStock(restaurantId(), 'product', id, true);
            const answer = await menuAnswer();
            throw new Nonconformity('missing', {
              request: answer.request,
              status: answer.status,
              problem: stopped
                ? `dish ${id} carries no isAvailable: the menu has no stop list`
                : `dish ${id} left the menu instead of being marked isAvailable: false`,
            });
          }
          if (stopped.isAvailable)
            throw calls.wrong(await menuAnswer(), `dish ${id} on the stop list is isAvailable`);
        }),
        check('POST /api/delivery/Price with it: 409 product-unavailable', () =>
          calls.expectRefusal(
            'main',
            priceCall,
            [409],
            { body: dishPrice(), as: customer },
            { code: ORDER_REFUSAL_CODES.productUnavailable },
          ),
        ),
        check('POST /api/delivery/Create with it: 409 product-unavailable', () => refused(dish())),
        check('taken off the stop list, it is on the menu and priced again', async () => {
          const { id } = dish();
          await calls.setStock(restaurantId(), 'product', id, true);
          const back = (await readMenu()).products.find((product) => product.id === id);
          if (back?.isAvailable === false)
            throw calls.wrong(await menuAnswer(), `dish ${id} taken off the stop list is not back`);
          await calls.call('main', priceCall, { body: dishPrice(), as: customer });
        }),
        check(
          'a dish with a chosen modifier on the stop list: 409 product-unavailable',
          async () => {
            const { line, modifierId } = dishWithModifier(needs(found.menu, 'menu'));
            await calls.setStock(restaurantId(), 'modifier', modifierId, false);
            try {
              const product = (await readMenu()).products.find(({ id }) => id === line.id);
              if (product?.modifiers.find(({ id }) => id === modifierId)?.isAvailable !== false)
                throw calls.wrong(
                  await menuAnswer(),
                  `modifier ${modifierId} on the stop list is not isAvailable: false on dish ${line.id}`,
                );
              await refused(line);
            } finally {
              await calls.setStock(restaurantId(), 'modifier', modifierId, true);
            }
          },
        ),
      ];
    },
  };
};
