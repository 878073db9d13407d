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
});
