import {
  createOrderCall,
  customerCall,
  orderCall,
  ordersCall,
  type CallDefinition,
} from '@pizza-order-app/contract';
import {
  customerBasketCall,
  customerSelfCall,
  SAVED_ADDRESSES_MAX,
  saveAddressesCall,
  saveCustomerBasketCall,
  savedAddressesCall,
} from '@pizza-order-app/contract/signed-in-customer-api';
import type { Calls, Caller, Capability } from './kit';
import {
  check,
  ENGLISH,
  needs,
  orderLine,
  pickupOrder,
  webCustomer,
  type Fixture,
  type Found,
} from './test-data';

/**
 * Customers known by a verified phone (docs/api.md, "Signing in with a phone" and "What joins on
 * sign-in"): the kit plays the edge, whose bearer names a web session and the phone it verified.
 * One customer per phone on every device: its profile, saved addresses, basket and orders; none
 * of it to another phone's customer, to a session without a phone, or to a phone only typed.
 */

const QUERY = { Language: ENGLISH };

export const signInCapability = (found: Found, fixture: Fixture): Capability => {
  /** Two browsers signed in with the test customer's phone, and one with another phone. */
  const device = { ...webCustomer(), phone: fixture.phone };
  const otherDevice = { ...webCustomer(), phone: fixture.phone };
  const stranger = { ...webCustomer(), phone: fixture.otherPhone };
  const address = {
    id: `conformance-${crypto.randomUUID()}`,
    coordinates: [69.2401, 41.2995] as [number, number],
    title: 'Conformance check',
    address: 'A conformance check, please ignore',
    iconSrc: 'home',
  };
  let placed: { orderId: number; customerId: number } | undefined;
  return {
    name: 'sign-in',
    apis: ['main'],
    checks: (calls: Calls) => {
      const refusedWithout = async (definition: CallDefinition, body?: unknown) => {
        for (const as of [webCustomer(), null] as Caller[])
          await calls.expectRefusal('main', definition, [401], {
            query: QUERY,
            ...(body === undefined ? {} : { body }),
            as,
          });
      };
      return [
        check('GET /api/customer/Me names the phone the edge verified', async () => {
          const answer = await calls.send('main', customerSelfCall, { query: QUERY, as: device });
          calls.mustBeThere(answer, 'GET /api/customer/Me');
          const { verifiedPhone } = calls.expectAnswer(customerSelfCall, answer);
          if (verifiedPhone !== fixture.phone)
            throw calls.wrong(answer, `verifiedPhone ${verifiedPhone}, not ${fixture.phone}`);
        }),
        check('customer/Addresses and customer/Basket without a verified phone: 401', async () => {
          const answer = await calls.send('main', savedAddressesCall, {
            query: QUERY,
            as: device,
          });
          calls.mustBeThere(answer, 'GET /api/customer/Addresses');
          await refusedWithout(savedAddressesCall);
          await refusedWithout(saveAddressesCall, { addresses: [] });
          await refusedWithout(customerBasketCall);
          await refusedWithout(saveCustomerBasketCall, { products: [] });
        }),
        check('PUT /api/customer/Addresses, and the same list on another device', async () => {
          await calls.call('main', saveAddressesCall, {
            body: { addresses: [address] },
            as: device,
          });
          const options = { query: QUERY, as: otherDevice };
          const { addresses } = await calls.call('main', savedAddressesCall, options);
          if (!addresses.some(({ id }) => id === address.id))
            throw calls.wrong(
              await calls.send('main', savedAddressesCall, options),
              'the address saved on one device is not on another of the same phone',
            );
        }),
        check('PUT /api/customer/Basket, and the same basket on another device', async () => {
          const line = orderLine(needs(found.menu, 'menu'));
          const products = [{ id: line.id, count: 2, modifiers: line.modifiers }];
          await calls.call('main', saveCustomerBasketCall, { body: { products }, as: device });
          const options = { query: QUERY, as: otherDevice };
          const basket = await calls.call('main', customerBasketCall, options);
          if (basket.products[0]?.id !== line.id || basket.products[0]?.count !== 2)
            throw calls.wrong(
              await calls.send('main', customerBasketCall, options),
              'the basket written on one device is not the one read on another of the same phone',
            );
        }),
        check('an order placed on one device is the customer’s on another', async () => {
          const body = pickupOrder(found, fixture);
          placed = await calls.call('main', createOrderCall, { body, as: device });
          const { orderId, customerId } = placed;
          const me = await calls.call('main', customerSelfCall, {
            query: QUERY,
            as: otherDevice,
          });
          if (me.customer?.customerId !== customerId)
            throw calls.wrong(
              await calls.send('main', customerSelfCall, { query: QUERY, as: otherDevice }),
              `another device of the phone is not customer ${customerId}, who ordered on the first`,
            );
          const read = await calls.call('main', orderCall, {
            query: { ...QUERY, orderId },
            as: otherDevice,
          });
          if (read.view !== 'owner')
            throw calls.wrong(
              await calls.send('main', orderCall, {
                query: { ...QUERY, orderId },
                as: otherDevice,
              }),
              `view "${read.view}" for the order's own customer on another device`,
            );
        }),
        check(
          'another phone’s customer: 404 for the order, 403 for its list and profile',
          async () => {
            const { orderId, customerId } = needs(placed, 'order of the signed-in customer');
            const refusal = { secrets: [fixture.phone] };
            await calls.expectRefusal(
              'main',
              orderCall,
              [404],
              { query: { ...QUERY, orderId }, as: stranger },
              refusal,
            );
            await calls.expectRefusal(
              'main',
              ordersCall,
              [403],
              { query: { ...QUERY, customerId, skip: 0, take: 50 }, as: stranger },
              refusal,
            );
            await calls.expectRefusal(
              'main',
              customerCall,
              [403],
              { query: { ...QUERY, customerId }, as: stranger },
              refusal,
            );
            const options = { query: QUERY, as: stranger };
            const { addresses } = await calls.call('main', savedAddressesCall, options);
            if (addresses.some(({ id }) => id === address.id))
              throw calls.wrong(
                await calls.send('main', savedAddressesCall, options),
                'another phone’s customer reads the test customer’s saved address',
              );
          },
        ),
        check(
          'a phone only typed names nobody: its order is not the phone’s customer’s',
          async () => {
            const { customerId } = needs(placed, 'order of the signed-in customer');
            const typedBy = webCustomer();
            const body = pickupOrder(found, fixture);
            const answer = await calls.send('main', createOrderCall, { body, as: typedBy });
            const typed = calls.expectAnswer(createOrderCall, answer);
            if (typed.customerId === customerId)
              throw calls.wrong(
                answer,
                `an order that only typed ${fixture.phone} went to that phone's customer ${customerId}`,
              );
          },
        ),
        check(`PUT customer/Addresses of ${SAVED_ADDRESSES_MAX + 1} addresses: 400`, () =>
          calls.expectRefusal('main', saveAddressesCall, [400], {
            body: {
              addresses: Array.from({ length: SAVED_ADDRESSES_MAX + 1 }, (_, index) => ({
                ...address,
                id: `${address.id}-${index}`,
              })),
            },
            as: device,
          }),
        ),
        check('PUT customer/Basket with a field the contract does not have: 400', () => {
          const line = orderLine(needs(found.menu, 'menu'));
          return calls.expectRefusal('main', saveCustomerBasketCall, [400], {
            body: { products: [{ id: line.id, count: 1, modifiers: line.modifiers }], total: 1 },
            as: device,
          });
        }),
      ];
    },
  };
};
