import { describe, expect, it } from 'vitest';
import { priceCart } from './price-cart';
import { testMenu, testProduct } from '../../shared/lib/test/menu-fixture';

const menu = testMenu([testProduct({ id: 10, name: 'Margherita', price: 50000 })]);
const cheese = {
  id: 5,
  name: 'Cheese',
  isRequired: false,
  isDefault: false,
  price: 8000,
  maxOneDish: 3,
  imageUrl: '',
  count: 2,
};

describe('priceCart', () => {
  it('prices lines with modifiers and adds delivery for delivery orders', () => {
    const priced = priceCart(
      [{ id: 10, amount: 2, cartProdId: '10:5x2', modifiers: [cheese] }],
      menu,
      true,
    );
    expect(priced.lines[0]?.unitPrice).toBe(66000);
    expect(priced.subtotal).toBe(132000);
    expect(priced.deliveryPrice).toBe(12000);
    expect(priced.total).toBe(144000);
  });

  it('charges no delivery for pickup', () => {
    expect(
      priceCart([{ id: 10, amount: 1, cartProdId: '10', modifiers: [] }], menu, false).total,
    ).toBe(50000);
  });

  it('flags a product no longer on the menu and leaves it out of the total', () => {
    const priced = priceCart(
      [
        { id: 10, amount: 1, cartProdId: '10', modifiers: [] },
        { id: 99, amount: 3, cartProdId: '99', modifiers: [] },
      ],
      menu,
      true,
    );
    expect(priced.unavailable).toBe(1);
    expect(priced.lines[1]?.product).toBeUndefined();
    expect(priced.total).toBe(62000);
  });

  describe('against the restaurant’s stop list', () => {
    const jalapeno = { ...cheese, id: 6, name: 'Jalapeño', count: 1 };
    const stocked = testMenu([
      testProduct({ id: 10, name: 'Margherita', price: 50000 }),
      testProduct({ id: 11, name: 'Four Cheese', price: 70000, isAvailable: false }),
      testProduct({
        id: 12,
        name: 'Pepperoni',
        price: 60000,
        modifiers: [{ ...jalapeno, isAvailable: false }],
      }),
    ]);

    it('flags a dish on it and a line with a modifier on it, and leaves both out of the total', () => {
      const priced = priceCart(
        [
          { id: 10, amount: 1, cartProdId: '10', modifiers: [] },
          { id: 11, amount: 1, cartProdId: '11', modifiers: [] },
          { id: 12, amount: 2, cartProdId: '12:6x1', modifiers: [jalapeno] },
        ],
        stocked,
        false,
      );
      expect(priced.lines.map(({ availability }) => availability)).toEqual([null, 'stopped', 6]);
      expect(priced.unavailable).toBe(2);
      expect(priced.total).toBe(50000);
    });

    it('takes the same dish without the modifier that is out', () => {
      const priced = priceCart(
        [{ id: 12, amount: 1, cartProdId: '12', modifiers: [] }],
        stocked,
        false,
      );
      expect(priced.unavailable).toBe(0);
      expect(priced.total).toBe(60000);
    });
  });

  it('prices a half-and-half by its dearer half and a combo with its surcharges, by the contract’s rule', () => {
    const pizzas = [
      { productId: 10, price: 0 },
      { productId: 11, price: 20000 },
    ];
    const composite = testMenu([
      testProduct({ id: 10, name: 'Margherita', price: 50000 }),
      testProduct({ id: 11, name: 'Tashkent', price: 70000 }),
      testProduct({ id: 12, name: 'Cola', price: 12000 }),
      testProduct({
        id: 20,
        name: 'Half-and-half',
        price: 50000,
        composition: {
          kind: 'halves',
          slots: [
            { id: 1, name: 'Left', options: pizzas },
            { id: 2, name: 'Right', options: pizzas },
          ],
        },
      }),
      testProduct({
        id: 30,
        name: 'Combo',
        price: 100000,
        composition: {
          kind: 'combo',
          slots: [
            { id: 1, name: 'Pizza', options: pizzas },
            { id: 2, name: 'Drink', options: [{ productId: 12, price: 0 }] },
          ],
        },
      }),
    ]);
    const priced = priceCart(
      [
        { id: 20, amount: 2, cartProdId: '20:p10:p11', modifiers: [cheese], parts: [10, 11] },
        { id: 30, amount: 1, cartProdId: '30:p11:p12', modifiers: [], parts: [11, 12] },
        // A part the slot no longer allows: flagged as off the menu, not priced.
        { id: 20, amount: 1, cartProdId: '20:p10:p12', modifiers: [], parts: [10, 12] },
      ],
      composite,
      false,
    );
    expect(priced.lines.map(({ unitPrice }) => unitPrice)).toEqual([70000 + 16000, 120000, 0]);
    expect(priced.lines[0]?.parts?.map((part) => part?.name)).toEqual(['Margherita', 'Tashkent']);
    expect(priced.unavailable).toBe(1);
    expect(priced.lines[2]?.product).toBeUndefined();
    expect(priced.subtotal).toBe(2 * 86000 + 120000);

    // A half the kitchen ran out of stops the dish, named as on the stop list.
    const tashkentOut = {
      ...composite,
      products: composite.products.map((product) =>
        product.id === 11 ? { ...product, isAvailable: false } : product,
      ),
    };
    const stopped = priceCart(
      [{ id: 20, amount: 1, cartProdId: '20:p10:p11', modifiers: [], parts: [10, 11] }],
      tashkentOut,
      false,
    );
    expect(stopped.lines[0]?.availability).toBe('stopped');
    expect(stopped.total).toBe(0);
  });

  it('counts what can be ordered, and offers for a stopped line an in-stock dish of its folder', () => {
    const folderMenu = testMenu([
      testProduct({ id: 10, name: 'Margherita', price: 50000, isAvailable: false }),
      testProduct({ id: 11, name: 'Pepperoni', price: 60000 }),
      testProduct({ id: 12, name: 'Four Cheese', price: 70000 }),
      testProduct({ id: 20, name: 'Cola', price: 9000, parentId: 2 }),
    ]);
    const priced = priceCart(
      [
        { id: 10, amount: 2, cartProdId: '10', modifiers: [] },
        { id: 11, amount: 1, cartProdId: '11', modifiers: [] },
      ],
      folderMenu,
      false,
    );
    expect(priced.orderable).toBe(1);
    expect(priced.total).toBe(60000);
    // Pepperoni is in the cart already: the next of the folder is offered, never another folder's.
    expect(priced.lines[0]?.substitute?.name).toBe('Four Cheese');
    expect(priced.lines[1]?.substitute).toBeUndefined();
    const nothing = priceCart(
      [{ id: 10, amount: 1, cartProdId: '10', modifiers: [] }],
      testMenu([testProduct({ id: 10, name: 'Margherita', price: 50000, isAvailable: false })]),
      true,
    );
    expect(nothing.orderable).toBe(0);
    expect(nothing.lines[0]?.substitute).toBeUndefined();
  });
});
