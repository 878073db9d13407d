import { describe, expect, it } from 'vitest';
import type { Menu } from '../../shared/contract/main-api';
import { priceCart } from './price-cart';

const menu: Menu = {
  folders: [{ id: 1, name: 'Pizza' }],
  products: [
    {
      id: 10,
      parentId: 1,
      name: 'Margherita',
      description: '',
      price: 50000,
      imageUrl: '',
      tags: [],
      modifiers: [],
    },
  ],
  productsForCart: [],
  restId: 1,
  starTime: '10:00',
  endTime: '23:00',
  deliveryDuration: 30,
  priceOfDelivery: 12000,
};
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
