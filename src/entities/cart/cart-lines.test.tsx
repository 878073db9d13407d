import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, createEvent, createStore, fork } from 'effector';
import { useUnit } from 'effector-react';
import { afterEach, describe, expect, it } from 'vitest';
import { $cart, type CartItem } from './model';
import { ORDER_LIMITS } from '@pizza-order-app/contract/limits';
import { priceCart } from './price-cart';
import { $language } from '../../shared/i18n/model';
import { renderApp } from '../../shared/lib/test/render-app';
import { CartLines } from './cart-lines';
import { testMenu, testProduct } from '../../shared/lib/test/menu-fixture';

const menu = testMenu([
  testProduct({ id: 101, name: 'Margherita', price: 59000 }),
  testProduct({ id: 102, name: 'Pepperoni', price: 69000 }),
]);
const lines: CartItem[] = [
  { id: 101, amount: 2, cartProdId: '101', modifiers: [] },
  { id: 999, amount: 1, cartProdId: '999', modifiers: [] },
];

afterEach(() => localStorage.clear());

describe('CartLines', () => {
  it('shows lines, delivery and the total, and flags a product no longer on the menu', () => {
    renderApp(<CartLines priced={priceCart(lines, menu, true)} />);
    const list = screen.getByRole('list', { name: 'Items in the cart' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('No longer on the menu')).toBeInTheDocument();
    expect(screen.getByText('Dish #999')).toBeInTheDocument();
    expect(screen.getByText('Delivery').nextElementSibling).toHaveTextContent('12 000 UZS');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('130 000 UZS');
  });

  it('says what the dishes lack for free delivery, in a polite status, and nothing without it', () => {
    const priced = priceCart(lines.slice(0, 1), menu, true);
    const gap = { promotionId: 2, title: 'Free delivery over 150 000 UZS', remaining: 64_000 };
    const { unmount } = renderApp(<CartLines priced={priced} toFreeDelivery={gap} />);
    const nudge = screen.getByText('64 000 UZS more for free delivery');
    expect(nudge).toHaveAttribute('role', 'status');
    unmount();
    // The live region stays, empty, so that the next price's nudge is announced.
    renderApp(<CartLines priced={priced} />);
    expect(screen.queryByText(/more for free delivery/)).toBeNull();
  });

  it('says in Uzbek what the dishes lack, the amount inside the sentence', () => {
    const priced = priceCart(lines.slice(0, 1), menu, true);
    const gap = {
      promotionId: 2,
      title: '150 000 so‘mdan bepul yetkazib berish',
      remaining: 32_000,
    };
    renderApp(
      <CartLines priced={priced} toFreeDelivery={gap} />,
      fork({ values: [[$language, 'uz']] }),
      'uz',
    );
    expect(
      screen.getByText(/^Bepul yetkazib berishgacha yana 32\s000\sso‘m qoldi$/),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Ko‘proq: Margherita' })).toBeInTheDocument();
  });

  it('says what a line leaves out, and tells the same dish with and without it apart', () => {
    const described = testMenu([
      testProduct({
        id: 102,
        name: 'Pepperoni',
        price: 69000,
        ingredients: [
          { id: 4, name: 'onion', removable: true, without: 'no onion' },
          { id: 7, name: 'oregano', removable: true },
        ],
      }),
    ]);
    const twoPizzas: CartItem[] = [
      { id: 102, amount: 1, cartProdId: '102:-4:-7', modifiers: [], removedIngredients: [4, 7] },
      { id: 102, amount: 1, cartProdId: '102', modifiers: [] },
    ];
    renderApp(<CartLines priced={priceCart(twoPizzas, described, false)} />);
    expect(screen.getByText('no onion, no oregano')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'More: Pepperoni, no onion, no oregano' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More: Pepperoni' })).toBeInTheDocument();
  });

  it('stops the stepper at the amount one order line may have', () => {
    const { max } = ORDER_LIMITS.lineAmount;
    const atLimit: CartItem[] = [{ id: 101, amount: max, cartProdId: '101', modifiers: [] }];
    renderApp(<CartLines priced={priceCart(atLimit, menu, false)} />);
    expect(screen.getByRole('button', { name: 'More: Margherita' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fewer: Margherita' })).toBeEnabled();
  });

  it('changes amounts with the stepper and removes a line below 1', async () => {
    const user = userEvent.setup();
    const scope = fork({
      values: [
        [$cart, lines],
        [$language, 'en'],
      ],
    });
    renderApp(<CartLines priced={priceCart(lines, menu, false)} />, scope);
    await user.click(screen.getByRole('button', { name: 'More: Margherita' }));
    expect(scope.getState($cart)[0]?.amount).toBe(3);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(scope.getState($cart).map(({ id }) => id)).toEqual([101]);
  });

  it('hands the focus of a removed line to the next one (else the one before) and says so', async () => {
    const user = userEvent.setup();
    const three: CartItem[] = [
      { id: 101, amount: 1, cartProdId: '101', modifiers: [] },
      { id: 102, amount: 1, cartProdId: '102', modifiers: [] },
      { id: 999, amount: 1, cartProdId: '999', modifiers: [] },
    ];
    const scope = fork({
      values: [
        [$cart, three],
        [$language, 'en'],
      ],
    });
    function LiveLines() {
      const cart = useUnit($cart);
      return <CartLines priced={priceCart(cart, menu, false)} />;
    }
    renderApp(<LiveLines />, scope);
    await user.click(screen.getByRole('button', { name: 'Fewer: Margherita' }));
    expect(screen.getByRole('button', { name: 'Fewer: Pepperoni' })).toHaveFocus();
    expect(screen.getByText('Margherita removed from the cart')).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('button', { name: 'Fewer: Pepperoni' })).toHaveFocus();
    expect(screen.getByText('Dish #999 removed from the cart')).toHaveAttribute('role', 'status');
    expect(scope.getState($cart).map(({ id }) => id)).toEqual([102]);
  });

  describe('a dish the place cannot cook', () => {
    const stocked = testMenu([
      testProduct({ id: 101, name: 'Margherita', price: 59000 }),
      testProduct({ id: 102, name: 'Pepperoni', price: 69000, isAvailable: false }),
      testProduct({ id: 103, name: 'Four Cheese', price: 79000 }),
    ]);
    const pepperoni: CartItem = { id: 102, amount: 2, cartProdId: '102', modifiers: [] };
    const refused = createEvent();
    const $refusals = createStore(0).on(refused, (count) => count + 1);
    function LiveLines() {
      const [cart, stockRefusals] = useUnit([$cart, $refusals]);
      return <CartLines priced={priceCart(cart, stocked, true)} stockRefusals={stockRefusals} />;
    }
    const scopeWith = (cart: readonly CartItem[]) =>
      fork({
        values: [
          [$cart, cart],
          [$language, 'en'],
        ],
      });

    it('is replaced in one tap by a dish of its folder, in the same portions, focus on it', async () => {
      const user = userEvent.setup();
      const scope = scopeWith([{ ...pepperoni }]);
      renderApp(<LiveLines />, scope);
      await user.click(screen.getByRole('button', { name: 'Replace with Margherita' }));
      expect(scope.getState($cart)).toEqual([
        { id: 101, amount: 2, cartProdId: '101', modifiers: [] },
      ]);
      expect(screen.getByRole('button', { name: 'Fewer: Margherita' })).toHaveFocus();
      expect(screen.getByText('Pepperoni replaced with Margherita')).toHaveAttribute(
        'role',
        'status',
      );
      expect(screen.getByTestId('cart-total')).toHaveTextContent('130 000 UZS');
    });

    it('leaves nothing to order: no total of 0, but what to do', () => {
      renderApp(<LiveLines />, scopeWith([pepperoni]));
      expect(screen.queryByTestId('cart-total')).not.toBeInTheDocument();
      expect(
        screen.getByText(
          'None of the dishes in your cart can be ordered here right now: remove or replace the flagged ones.',
        ),
      ).toBeVisible();
    });

    it('takes the focus after the backend refused it, not before', async () => {
      const scope = scopeWith([
        { id: 101, amount: 1, cartProdId: '101', modifiers: [] },
        pepperoni,
      ]);
      renderApp(<LiveLines />, scope);
      expect(document.body).toHaveFocus();
      await act(() => allSettled(refused, { scope }));
      expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    });
  });
});
