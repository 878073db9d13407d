import {
  createOrderCall,
  ORDER_LIMITS,
  ORDER_REFUSAL_CODES,
  orderCall,
} from '@pizza-order-app/contract';
import type { Calls, Capability } from './kit';
import {
  check,
  ENGLISH,
  needs,
  pickupOrder,
  webCustomer,
  type Fixture,
  type Found,
} from './test-data';

/**
 * The rules an order is placed by, black-box (docs/api.md, "Orders" and "Limits"): change for
 * cash, and the bounds of every field, which the backend holds whatever a client sends.
 */

/** Cash change: at least the total, for cash only, carried by the order. */
export const cashChange = (found: Found, fixture: Fixture): Capability => {
  const customer = webCustomer();
  return {
    name: 'cash-change',
    apis: ['main'],
    checks: ({ call, send, wrong, expectRefusal }: Calls) => [
      check('change from less than the total: 409 change-below-total', () =>
        expectRefusal(
          'main',
          createOrderCall,
          [409],
          { body: { ...pickupOrder(found, fixture), changeFrom: 1 }, as: customer },
          { code: ORDER_REFUSAL_CODES.changeBelowTotal },
        ),
      ),
      check('change with another payment than cash: 400', () =>
        expectRefusal('main', createOrderCall, [400], {
          body: { ...pickupOrder(found, fixture), paymentMethod: 'card', changeFrom: 1_000_000 },
          as: customer,
        }),
      ),
      check('change from more than the total: the order carries it', async () => {
        const body = { ...pickupOrder(found, fixture), changeFrom: 1_000_000 };
        const { orderId } = await call('main', createOrderCall, { body, as: customer });
        const query = { Language: ENGLISH, orderId };
        const read = await call('main', orderCall, { query, as: customer });
        if (read.view !== 'owner' || read.order.changeFrom !== body.changeFrom)
          throw wrong(
            await send('main', orderCall, { query, as: customer }),
            `the order does not carry changeFrom ${body.changeFrom}`,
          );
      }),
    ],
  };
};

/** The bounds of an order (ORDER_LIMITS), refused with 400 and placing nothing. */
export const orderBounds = (found: Found, fixture: Fixture): Capability => {
  const customer = webCustomer();
  return {
    name: 'order-bounds',
    apis: ['main'],
    checks: ({ expectRefusal }: Calls) => {
      /** The test order changed by `change`, which the backend must refuse. */
      const refused = (
        change: (draft: ReturnType<typeof pickupOrder>) => Record<string, unknown>,
      ) =>
        expectRefusal('main', createOrderCall, [400], {
          body: change(pickupOrder(found, fixture)),
          as: customer,
        });
      const firstLine = (draft: ReturnType<typeof pickupOrder>) => needs(draft.products[0], 'dish');
      return [
        check(`a comment over ${ORDER_LIMITS.comment} characters: 400`, () =>
          refused((draft) => ({ ...draft, comment: 'x'.repeat(ORDER_LIMITS.comment + 1) })),
        ),
        check(`more than ${ORDER_LIMITS.lines} lines: 400`, () =>
          refused((draft) => ({
            ...draft,
            products: Array.from({ length: ORDER_LIMITS.lines + 1 }, () => firstLine(draft)),
          })),
        ),
        check(`${ORDER_LIMITS.lineAmount.max + 1} portions of a dish: 400`, () =>
          refused((draft) => ({
            ...draft,
            products: [{ ...firstLine(draft), amount: ORDER_LIMITS.lineAmount.max + 1 }],
          })),
        ),
        check('a field the contract does not have: 400', () =>
          refused((draft) => ({ ...draft, discount: 100 })),
        ),
      ];
    },
  };
};
