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
  });
});
