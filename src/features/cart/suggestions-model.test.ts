// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { $cart, type CartItem } from '../../entities/cart';
import { ORDER_LIMITS } from '@pizza-order-app/contract/limits';
import type { Modifier } from '@pizza-order-app/contract/main-api';
import { testMenu, testProduct } from '../../shared/lib/test/menu-fixture';
import { pickSuggestions, suggestedPrice, suggestionAdded } from './suggestions-model';

const sauce: Modifier = {
  id: 21,
  name: 'Garlic dip',
  isRequired: true,
  isDefault: true,
  price: 3000,
  maxOneDish: 1,
  imageUrl: '',
};
const ice: Modifier = { ...sauce, id: 22, name: 'Ice', isRequired: false, isDefault: false };

const cola = testProduct({ id: 701, name: 'Cola', price: 12000 });
const wedges = testProduct({ id: 301, name: 'Wedges', price: 22000, modifiers: [sauce, ice] });
const cheesecake = testProduct({ id: 601, name: 'Cheesecake', price: 32000 });
const menu = testMenu([cheesecake, cola, wedges], { productsForCart: [701, 999, 301, 701, 601] });

const line = (id: number, cartProdId = String(id)): CartItem => ({
  id,
  amount: 1,
  cartProdId,
  modifiers: [],
});

afterEach(() => localStorage.clear());

describe('cart suggestions', () => {
  it('offers the menu’s add-ons in its order, once each, skipping ids it does not sell', () => {
    expect(pickSuggestions(menu, [line(101)])).toEqual([cola, wedges, cheesecake]);
  });

  it('does not offer a product already in the cart, whatever its choices', () => {
    expect(pickSuggestions(menu, [line(701), line(301, '301:21x1:22x1')])).toEqual([cheesecake]);
  });

  it('offers nothing when all are in the cart or the menu has none', () => {
    expect(pickSuggestions(menu, [line(701), line(301), line(601)])).toEqual([]);
    expect(pickSuggestions(testMenu([cola]), [line(101)])).toEqual([]);
  });

  it('offers nothing once the cart holds as many lines as an order takes', () => {
    const full = Array.from({ length: ORDER_LIMITS.lines }, (_, index) => line(1000 + index));
    expect(pickSuggestions(menu, full)).toEqual([]);
    expect(pickSuggestions(menu, full.slice(1))).toHaveLength(3);
  });

  it('prices a suggestion with its required modifiers, as one tap adds it', () => {
    expect(suggestedPrice(cola)).toBe(12000);
    expect(suggestedPrice(wedges)).toBe(25000);
  });

  it('one tap adds a product with sizes at its default size, priced with it', async () => {
    const volume = { id: 3, name: 'Volume' };
    const small: Modifier = { ...sauce, id: 31, name: '0.5 l', price: 0, isDefault: false };
    const large: Modifier = { ...small, id: 32, name: '1 l', price: 14000, isDefault: true };
    const lemonade = testProduct({
      id: 703,
      name: 'Lemonade',
      price: 19000,
      modifiers: [
        { ...small, group: volume },
        { ...large, group: volume },
      ],
    });
    expect(suggestedPrice(lemonade)).toBe(33000);
    const scope = fork();
    await allSettled(suggestionAdded, { scope, params: lemonade });
    expect(scope.getState($cart)).toEqual([
      {
        id: 703,
        amount: 1,
        cartProdId: '703:32x1',
        modifiers: [expect.objectContaining({ id: 32, count: 1 })],
      },
    ]);
  });

  it('one tap adds the product with its required modifiers at their defaults', async () => {
    const scope = fork({ values: [[$cart, [line(101)]]] });
    await allSettled(suggestionAdded, { scope, params: wedges });
    expect(scope.getState($cart)).toEqual([
      line(101),
      { id: 301, amount: 1, cartProdId: '301:21x1', modifiers: [{ ...sauce, count: 1 }] },
    ]);
  });
});
