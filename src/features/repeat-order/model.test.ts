// @vitest-environment jsdom
import { allSettled, createWatch, fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { $cart, type CartItem } from '../../entities/cart';
import type { Modifier } from '@pizza-order-app/contract/main-api';
import type { Order } from '@pizza-order-app/contract/orders-api';
import { $lastRepeat, orderRepeated } from './model';
import { repeatAddedToCart } from './repeat-added-to-cart';
import { testMenu, testProduct } from '../../shared/lib/test/menu-fixture';

const cheese: Modifier = {
  id: 11,
  name: 'Extra mozzarella',
  isRequired: false,
  isDefault: false,
  price: 9000,
  maxOneDish: 2,
  imageUrl: '',
};
const crust: Modifier = { ...cheese, id: 12, name: 'Thin crust', isRequired: true, price: 0 };

const menu = testMenu([
  testProduct({ id: 101, name: 'Pepperoni', price: 72000, modifiers: [cheese, crust] }),
  testProduct({ id: 201, name: 'Cola', price: 12000 }),
]);

const line = (
  productId: number,
  name: string,
  amount: number,
  modifiers: Order['lines'][number]['modifiers'] = [],
) => ({ productId, name, amount, price: 1000, modifiers });

const order = (lines: Order['lines']): Order => ({
  orderId: 7,
  trackingKey: 'k'.repeat(22),
  statusCode: 201,
  createdAt: '2026-11-22T10:00:00.000Z',
  orderTypeId: 200,
  restaurantId: 1,
  address: null,
  deliveryTime: null,
  lines,
  deliveryPrice: 0,
  total: 100000,
  paymentMethod: 'cash',
  customerName: 'Aziz',
  phone: '+998901234567',
  comment: '',
  statusHistory: [],
});

afterEach(() => localStorage.clear());

describe('repeat order', () => {
  it('puts the lines back with the menu’s extras and the ordered counts', async () => {
    const scope = fork();
    await allSettled(orderRepeated, {
      scope,
      params: {
        order: order([
          line(101, 'Pepperoni', 2, [{ id: 11, name: 'Extra mozzarella', count: 2, price: 9000 }]),
          line(201, 'Cola', 1),
        ]),
        menu,
      },
    });
    expect(scope.getState($cart)).toEqual([
      {
        id: 101,
        amount: 2,
        // The required crust the order did not list starts at 1, as in the product dialog.
        cartProdId: '101:11x2:12x1',
        modifiers: [
          { ...cheese, count: 2 },
          { ...crust, count: 1 },
        ],
      },
      { id: 201, amount: 1, cartProdId: '201', modifiers: [] },
    ]);
    expect(scope.getState($lastRepeat)).toEqual({ orderId: 7, added: 3, unavailable: [] });
  });

  it('puts back the size the order chose, not the menu’s default size beside it', async () => {
    const size = { id: 1, name: 'Size' };
    const small: Modifier = { ...crust, id: 21, name: '25 cm', isDefault: true, group: size };
    const large: Modifier = { ...small, id: 22, name: '35 cm', isDefault: false, price: 40000 };
    const sized = testMenu([
      testProduct({ id: 101, name: 'Margherita', price: 59000, modifiers: [small, large] }),
    ]);
    const scope = fork();
    await allSettled(orderRepeated, {
      scope,
      params: {
        order: order([
          line(101, 'Margherita', 1, [{ id: 22, name: '35 cm', count: 1, price: 40000 }]),
        ]),
        menu: sized,
      },
    });
    expect(scope.getState($cart)).toEqual([
      {
        id: 101,
        amount: 1,
        cartProdId: '101:22x1',
        modifiers: [expect.objectContaining({ id: 22, count: 1 })],
      },
    ]);
  });

  it('puts a half-and-half back with both halves, and leaves out one whose half is gone', async () => {
    const halves = testProduct({
      id: 113,
      name: 'Half-and-Half Pizza',
      price: 59000,
      composition: {
        kind: 'halves',
        slots: [1, 2].map((id) => ({
          id,
          name: `Half ${id}`,
          options: [
            { productId: 101, price: 0 },
            { productId: 102, price: 10000 },
          ],
        })),
      },
    });
    const scope = fork();
    await allSettled(orderRepeated, {
      scope,
      params: {
        order: order([
          { ...line(113, '½ Pepperoni + ½ Margherita', 1), parts: [102, 101] },
          { ...line(113, '½ Pepperoni + ½ Tashkent', 1), parts: [102, 110] },
        ]),
        menu: testMenu([halves]),
      },
    });
    expect(scope.getState($cart)).toEqual([
      { id: 113, amount: 1, cartProdId: '113:p102:p101', modifiers: [], parts: [102, 101] },
    ]);
    expect(scope.getState($lastRepeat)).toEqual({
      orderId: 7,
      added: 1,
      unavailable: ['½ Pepperoni + ½ Tashkent'],
    });
  });

  it('puts a pizza back without onion, and leaves it out once the onion is no longer removable', async () => {
    const onion = { id: 4, name: 'onion', without: 'no onion' };
    const withOnion = (removable: boolean) =>
      testMenu([
        testProduct({
          id: 102,
          name: 'Pepperoni',
          price: 69000,
          ingredients: [{ id: 4, name: 'onion', removable }],
        }),
      ]);
    const ordered = order([{ ...line(102, 'Pepperoni', 2), removedIngredients: [onion] }]);
    const scope = fork();
    await allSettled(orderRepeated, { scope, params: { order: ordered, menu: withOnion(true) } });
    expect(scope.getState($cart)).toEqual([
      { id: 102, amount: 2, cartProdId: '102:-4', modifiers: [], removedIngredients: [4] },
    ]);
    // Without a menu the order's own word stands.
    const noMenu = fork();
    await allSettled(orderRepeated, { scope: noMenu, params: { order: ordered, menu: undefined } });
    expect(noMenu.getState($cart)[0]?.removedIngredients).toEqual([4]);
    const changed = fork();
    await allSettled(orderRepeated, {
      scope: changed,
      params: { order: ordered, menu: withOnion(false) },
    });
    expect(changed.getState($cart)).toEqual([]);
    expect(changed.getState($lastRepeat)?.unavailable).toEqual(['Pepperoni']);
  });

  it('merges into lines already in the cart with the same choices', async () => {
    const inCart: CartItem = { id: 201, amount: 2, cartProdId: '201', modifiers: [] };
    const scope = fork({ values: [[$cart, [inCart]]] });
    await allSettled(orderRepeated, {
      scope,
      params: { order: order([line(201, 'Cola', 3)]), menu },
    });
    expect(scope.getState($cart)).toEqual([{ ...inCart, amount: 5 }]);
  });

  it('leaves out and names lines whose dish or extra is off the menu', async () => {
    const scope = fork();
    await allSettled(orderRepeated, {
      scope,
      params: {
        order: order([
          line(999, 'Seasonal pie', 1),
          line(101, 'Pepperoni', 1, [{ id: 77, name: 'Truffle oil', count: 1, price: 5000 }]),
          line(101, 'Pepperoni with too much cheese', 1, [
            { id: 11, name: 'Extra mozzarella', count: 3, price: 9000 },
          ]),
          line(201, 'Cola', 1),
        ]),
        menu,
      },
    });
    expect(scope.getState($cart).map(({ id }) => id)).toEqual([201]);
    expect(scope.getState($lastRepeat)).toEqual({
      orderId: 7,
      added: 1,
      unavailable: ['Seasonal pie', 'Pepperoni', 'Pepperoni with too much cheese'],
    });
  });

  it('adds nothing when nothing is left, and says so', async () => {
    const scope = fork();
    await allSettled(orderRepeated, {
      scope,
      params: { order: order([line(999, 'Seasonal pie', 1)]), menu },
    });
    expect(scope.getState($cart)).toEqual([]);
    expect(scope.getState($lastRepeat)).toEqual({
      orderId: 7,
      added: 0,
      unavailable: ['Seasonal pie'],
    });
  });

  it('announces the refilled cart only when something went back into it', async () => {
    const scope = fork();
    let announced = 0;
    createWatch({ unit: repeatAddedToCart, scope, fn: () => (announced += 1) });
    await allSettled(orderRepeated, {
      scope,
      params: { order: order([line(999, 'Seasonal pie', 1)]), menu },
    });
    expect(announced).toBe(0);
    await allSettled(orderRepeated, {
      scope,
      params: { order: order([line(201, 'Cola', 1)]), menu },
    });
    expect(announced).toBe(1);
  });

  it('without a menu (no location yet) takes the extras from the order itself', async () => {
    const scope = fork();
    await allSettled(orderRepeated, {
      scope,
      params: {
        order: order([
          line(101, 'Pepperoni', 1, [{ id: 11, name: 'Extra mozzarella', count: 1, price: 9000 }]),
        ]),
        menu: undefined,
      },
    });
    expect(scope.getState($cart)).toEqual([
      {
        id: 101,
        amount: 1,
        cartProdId: '101:11x1',
        modifiers: [
          {
            id: 11,
            name: 'Extra mozzarella',
            price: 9000,
            count: 1,
            isRequired: false,
            isDefault: false,
            maxOneDish: 1,
            imageUrl: '',
          },
        ],
      },
    ]);
  });
});
