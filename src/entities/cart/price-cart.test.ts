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
});
