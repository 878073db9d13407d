import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { $cart, type CartItem } from '../../entities/cart';
import { $language } from '../../shared/i18n/model';
import { testMenu, testProduct } from '../../shared/lib/test/menu-fixture';
import { renderApp } from '../../shared/lib/test/render-app';
import { CartSuggestions } from './cart-suggestions';

const menu = testMenu(
  [
    testProduct({ id: 101, name: 'Margherita', price: 59000 }),
    testProduct({ id: 701, name: 'Cola', price: 12000, imageUrl: '/images/products/cola.svg' }),
    testProduct({
      id: 803,
      name: 'Cheese Sauce',
      price: 7000,
      imageUrl: '/images/products/cheese-sauce.svg',
    }),
  ],
  { productsForCart: [803, 701] },
);
const margherita: CartItem = { id: 101, amount: 1, cartProdId: '101', modifiers: [] };

const englishScopeWith = (cart: readonly CartItem[]) =>
  fork({
    values: [
      [$cart, cart],
      [$language, 'en'],
    ],
  });

afterEach(() => localStorage.clear());

describe('CartSuggestions', () => {
  it('shows each suggestion with its image, name, price and an add button', () => {
    renderApp(<CartSuggestions menu={menu} />, englishScopeWith([margherita]));
    const row = screen.getByRole('region', { name: 'Add to your order' });
    const cards = within(row).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Cheese Sauce7\u00a0000\u00a0UZSAdd',
      'Cola12\u00a0000\u00a0UZSAdd',
    ]);
    expect(cards[1]?.querySelector('img')).toHaveAttribute('src', '/images/products/cola.svg');
    expect(within(row).getByRole('button', { name: 'Add Cola' })).toBeEnabled();
  });

  it('adds a suggestion in one tap, drops it from the row and keeps focus in the row', async () => {
    const user = userEvent.setup();
    const scope = englishScopeWith([margherita]);
    renderApp(<CartSuggestions menu={menu} />, scope);
    await user.click(screen.getByRole('button', { name: 'Add Cheese Sauce' }));
    expect(scope.getState($cart).map(({ id, amount }) => [id, amount])).toEqual([
      [101, 1],
      [803, 1],
    ]);
    expect(screen.queryByRole('button', { name: 'Add Cheese Sauce' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Cola' })).toHaveFocus();
  });

  it('is hidden when every suggestion is in the cart', async () => {
    const user = userEvent.setup();
    const scope = englishScopeWith([margherita, { ...margherita, id: 803, cartProdId: '803' }]);
    renderApp(<CartSuggestions menu={menu} />, scope);
    await user.click(screen.getByRole('button', { name: 'Add Cola' }));
    expect(screen.queryByRole('region', { name: 'Add to your order' })).not.toBeInTheDocument();
  });

  it('is hidden when the menu suggests nothing', () => {
    renderApp(
      <CartSuggestions menu={{ ...menu, productsForCart: [] }} />,
      englishScopeWith([margherita]),
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
