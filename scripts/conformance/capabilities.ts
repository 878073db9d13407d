import {
  addressCall,
  basketCall,
  createOrderCall,
  customerCall,
  newsItemCall,
  newsListCall,
  orderCall,
  ordersCall,
  priceCall,
  promotionCall,
  promotionsListCall,
  restaurantsByLocationCall,
  restaurantsListCall,
  saveBasketCall,
  shopCall,
  telegramOrderCall,
  vacanciesCall,
  vacancyCall,
  type OrderDraft,
} from '@pizza-order-app/contract';
import type { Calls, Capability } from './kit';
import { clickCapability } from './click';
import { courierCapability } from './courier';
import { orderEventsCapability } from './order-events';
import { cashChange, orderBounds } from './order-rules';
import { paymeCapability } from './payme';
import { ratingsCapability } from './ratings';
import { signInCapability } from './sign-in';
import { stopListCapability } from './stop-list';
import { telegramPaymentsCapability } from './telegram-payments';
import {
  check,
  ENGLISH,
  needs,
  orderLine,
  PICKUP,
  pickupDraft,
  shopQuery,
  telegramUser,
  webCustomer,
  type Found,
  type Fixture,
} from './test-data';

export type { Fixture } from './test-data';

/** The menu and restaurants: what every screen starts from. */
const menu = (found: Found, fixture: Fixture): Capability => ({
  name: 'menu',
  apis: ['main'],
  checks: ({ probe, call, wrong, send }: Calls) => [
    check('GET /api/restaurants/List', async () => {
      const { restaurants } = await probe('main', restaurantsListCall, {
        query: { Language: ENGLISH },
      });
      const chosen = restaurants.find(({ id, isActive }) =>
        fixture.restaurantId === undefined ? isActive : id === fixture.restaurantId,
      );
      if (!chosen) {
        const answer = await send('main', restaurantsListCall, { query: { Language: ENGLISH } });
        throw wrong(
          answer,
          fixture.restaurantId === undefined
            ? 'no active restaurant'
            : `no restaurant ${fixture.restaurantId}`,
        );
      }
      found.restaurant = chosen;
    }),
    check('GET /api/shop', async () => {
      const query = shopQuery(needs(found.restaurant, 'restaurant'));
      const shop = await call('main', shopCall, { query });
      if (shop.products.length === 0)
        throw wrong(await send('main', shopCall, { query }), 'the menu has no products');
      found.menu = shop;
    }),
  ],
});

/** Which restaurants serve a point. */
const places = (found: Found): Capability => ({
  name: 'places',
  apis: ['main'],
  checks: ({ probe, call, wrong, send }: Calls) => [
    check('GET /api/restaurants/GetByLocation: pickup lists the restaurant', async () => {
      const restaurant = needs(found.restaurant, 'restaurant');
      const query = {
        Language: ENGLISH,
        latitude: restaurant.latitude,
        longitude: restaurant.longitude,
        orderTypeId: PICKUP,
      };
      const { restaurants } = await probe('main', restaurantsByLocationCall, { query });
      if (!restaurants.some(({ id }) => id === restaurant.id))
        throw wrong(
          await send('main', restaurantsByLocationCall, { query }),
          `restaurant ${restaurant.id} is not among those at its own point`,
        );
    }),
    check('GET /api/tg_address of the restaurant’s point', async () => {
      const restaurant = needs(found.restaurant, 'restaurant');
      await call('main', addressCall, {
        query: {
          Language: ENGLISH,
          latitude: restaurant.latitude,
          longitude: restaurant.longitude,
        },
      });
    }),
  ],
});

/** News and promotions: lists, an item, and an unknown item. */
const content = (): Capability => ({
  name: 'content',
  apis: ['main'],
  checks: ({ probe, call, expectRefusal }: Calls) => {
    const lists = [
      ['news', newsListCall, newsItemCall],
      ['stocks', promotionsListCall, promotionCall],
    ] as const;
    return lists.flatMap(([name, list, item]) => {
      let firstId: number | undefined;
      return [
        check(`GET /api/${name}/List`, async () => {
          const { items } = await probe('main', list, {
            query: { Language: ENGLISH, skip: 0, take: 10 },
          });
          firstId = items[0]?.id;
        }),
        check(`GET /api/${name}/Get`, async () => {
          if (firstId !== undefined)
            await call('main', item, { query: { Language: ENGLISH, id: firstId } });
        }),
        check(`GET /api/${name}/Get of an unknown id answers 404`, () =>
          expectRefusal('main', item, [404], { query: { Language: ENGLISH, id: 2_147_483_000 } }),
        ),
      ];
    });
  },
});

/** Vacancies of the HR API. */
const vacancies = (): Capability => ({
  name: 'vacancies',
  apis: ['hr'],
  checks: ({ probe, call }: Calls) => {
    let firstId: number | undefined;
    return [
      check('GET /api/vacancies', async () => {
        const { items } = await probe('hr', vacanciesCall);
        firstId = items[0]?.id;
      }),
      check('GET /api/vacancies/{id}', async () => {
        if (firstId !== undefined) await call('hr', vacancyCall, { query: { id: firstId } });
      }),
    ];
  },
});

/**
 * Web orders: priced, placed once per key, and each customer's own (docs/api.md, Ownership): the
 * owner reads it, another customer and an anonymous caller read nothing of it.
 */
const orders = (found: Found, fixture: Fixture): Capability => {
  const owner = webCustomer();
  const stranger = webCustomer();
  let draft: OrderDraft | undefined;
  let placed: { orderId: number; customerId: number } | undefined;
  return {
    name: 'orders',
    apis: ['main'],
    checks: ({ probe, call, wrong, send, expectRefusal }: Calls) => [
      check('POST /api/delivery/Price', async () => {
        const restaurant = needs(found.restaurant, 'restaurant');
        draft = pickupDraft(restaurant, needs(found.menu, 'menu'), fixture);
        const body = {
          orderTypeId: draft.orderTypeId,
          restaurantId: draft.restaurantId,
          products: draft.products,
          language: ENGLISH,
        };
        const quote = await probe('main', priceCall, { body, as: owner });
        if (quote.total <= 0)
          throw wrong(await send('main', priceCall, { body, as: owner }), 'a total of 0');
      }),
      check('POST /api/delivery/Create', async () => {
        const body = { ...needs(draft, 'order'), language: ENGLISH };
        placed = await call('main', createOrderCall, { body, as: owner });
      }),
      check('the same idempotency key answers the same order', async () => {
        const body = { ...needs(draft, 'order'), language: ENGLISH };
        const answer = await send('main', createOrderCall, { body, as: owner });
        const again = await call('main', createOrderCall, { body, as: owner });
        if (again.orderId !== needs(placed, 'placed order').orderId)
          throw wrong(answer, `a second order ${again.orderId} for one key`);
      }),
      check('GET /api/delivery/Get as the owner', async () => {
        const { orderId } = needs(placed, 'placed order');
        const query = { Language: ENGLISH, orderId };
        const { view } = await call('main', orderCall, { query, as: owner });
        if (view !== 'owner')
          throw wrong(await send('main', orderCall, { query, as: owner }), `view "${view}"`);
      }),
      check('GET /api/delivery/Get as another customer or nobody answers 404', async () => {
        const query = { Language: ENGLISH, orderId: needs(placed, 'placed order').orderId };
        for (const as of [stranger, null])
          await expectRefusal(
            'main',
            orderCall,
            [404],
            { query, as },
            { secrets: [fixture.phone] },
          );
      }),
      check('GET /api/delivery/List as the owner', async () => {
        const { orderId, customerId } = needs(placed, 'placed order');
        const query = { Language: ENGLISH, customerId, skip: 0, take: 50 };
        const list = await call('main', ordersCall, { query, as: owner });
        if (!list.orders.some((order) => order.orderId === orderId))
          throw wrong(
            await send('main', ordersCall, { query, as: owner }),
            `order ${orderId} is not in its customer's list`,
          );
      }),
      check('GET /api/delivery/List and customer/Get of another customer answer 403', async () => {
        const { customerId } = needs(placed, 'placed order');
        for (const as of [stranger, null]) {
          await expectRefusal(
            'main',
            ordersCall,
            [403],
            { query: { Language: ENGLISH, customerId, skip: 0, take: 50 }, as },
            { secrets: [fixture.phone] },
          );
          await expectRefusal(
            'main',
            customerCall,
            [403],
            { query: { Language: ENGLISH, customerId }, as },
            { secrets: [fixture.phone] },
          );
        }
      }),
    ],
  };
};

/** The messenger API: a Telegram user's basket and order, each theirs alone. */
const messenger = (found: Found, fixture: Fixture): Capability => {
  const user = telegramUser();
  const stranger = telegramUser();
  return {
    name: 'messenger',
    apis: ['messenger'],
    checks: ({ probe, call, wrong, send, expectRefusal }: Calls) => [
      check('GET /api/tg_basket', async () => {
        await probe('messenger', basketCall, { query: { tgId: user.tgId }, as: user });
      }),
      check('PUT /api/tg_basket keeps what was written', async () => {
        const line = orderLine(needs(found.menu, 'menu'));
        const body = {
          tgId: user.tgId,
          products: [{ id: line.id, count: 2, modifiers: line.modifiers }],
        };
        await call('messenger', saveBasketCall, { body, as: user });
        const { result } = await call('messenger', basketCall, {
          query: { tgId: user.tgId },
          as: user,
        });
        if (result.products[0]?.id !== line.id || result.products[0]?.count !== 2)
          throw wrong(
            await send('messenger', basketCall, { query: { tgId: user.tgId }, as: user }),
            'the basket read back is not the one written',
          );
      }),
      check("another Telegram user's basket answers 403", () =>
        expectRefusal('messenger', basketCall, [403], {
          query: { tgId: user.tgId },
          as: stranger,
        }),
      ),
      check('POST /api/tg_order', async () => {
        const draft = pickupDraft(
          needs(found.restaurant, 'restaurant'),
          needs(found.menu, 'menu'),
          fixture,
        );
        await call('messenger', telegramOrderCall, {
          body: { ...draft, tgId: user.tgId, language: ENGLISH },
          as: user,
        });
      }),
    ],
  };
};

/** Every capability the kit checks, in the order they build on each other. */
export const capabilities = (fixture: Fixture): readonly Capability[] => {
  const found: Found = {};
  return [
    menu(found, fixture),
    places(found),
    content(),
    vacancies(),
    orders(found, fixture),
    cashChange(found, fixture),
    orderBounds(found, fixture),
    stopListCapability(found, fixture),
    signInCapability(found, fixture),
    ratingsCapability(found, fixture),
    courierCapability(found, fixture),
    messenger(found, fixture),
    paymeCapability(found, fixture),
    clickCapability(found, fixture),
    telegramPaymentsCapability(found, fixture),
    orderEventsCapability(found, fixture),
  ];
};
