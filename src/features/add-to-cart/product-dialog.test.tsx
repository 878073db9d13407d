import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled } from 'effector';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { $cart } from '../../entities/cart/model';
import { ORDER_LIMITS } from '../../shared/contract/limits';
import type { Product } from '../../shared/contract/main-api';
import { englishScope, renderApp } from '../../shared/lib/test/render-app';
import { $openedProductId, productOpened } from './dialog-model';
import { ProductDialog } from './product-dialog';

const pizza: Product = {
  id: 102,
  parentId: 1,
  name: 'Pepperoni',
  description: 'Spicy beef pepperoni.',
  price: 69000,
  imageUrl: '/images/products/pepperoni.svg',
  tags: ['spicy'],
  modifiers: [
    {
      id: 1005,
      name: 'Signature sauce',
      isRequired: true,
      isDefault: true,
      price: 0,
      maxOneDish: 1,
      imageUrl: '',
    },
    {
      id: 1002,
      name: 'Extra mozzarella',
      isRequired: false,
      isDefault: false,
      price: 12000,
      maxOneDish: 2,
      imageUrl: '',
    },
  ],
};

beforeAll(() => {
  // jsdom has no modal dialogs; the browser's own behaviour is covered end to end.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('ProductDialog', () => {
  it('starts required modifiers at 1 and others at 0, caps them and prices live', async () => {
    const user = userEvent.setup();
    renderApp(<ProductDialog product={pizza} />);
    const sauce = screen.getByRole('group', { name: 'Signature sauce' });
    const cheese = screen.getByRole('group', { name: 'Extra mozzarella' });
    expect(within(sauce).getByText('1')).toBeInTheDocument();
    expect(within(sauce).getByRole('button', { name: 'Fewer: Signature sauce' })).toBeDisabled();
    expect(within(cheese).getByText('0')).toBeInTheDocument();

    await user.click(within(cheese).getByRole('button', { name: 'More: Extra mozzarella' }));
    await user.click(within(cheese).getByRole('button', { name: 'More: Extra mozzarella' }));
    expect(within(cheese).getByRole('button', { name: 'More: Extra mozzarella' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'More: Pepperoni' }));
    expect(screen.getByRole('button', { name: /Add to cart/ })).toHaveTextContent(
      'Add to cart · 186,000 so‘m',
    );
  });

  it('lets the amount rise no higher than one order line takes', () => {
    renderApp(<ProductDialog product={pizza} />);
    const more = screen.getByRole('button', { name: 'More: Pepperoni' });
    for (let step = 1; step < ORDER_LIMITS.lineAmount.max; step += 1) fireEvent.click(more);
    const amount = screen.getByRole('group', { name: 'Pepperoni' });
    expect(within(amount).getByText(String(ORDER_LIMITS.lineAmount.max))).toBeInTheDocument();
    expect(more).toBeDisabled();
  });

  it('adds the chosen line after 500 ms, once, and closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const scope = englishScope();
    await allSettled(productOpened, { scope, params: pizza.id });
    renderApp(<ProductDialog product={pizza} />, scope);
    await user.click(screen.getByRole('button', { name: 'More: Extra mozzarella' }));
    await user.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(scope.getState($cart)).toEqual([
      expect.objectContaining({ id: 102, amount: 1, cartProdId: '102:1002x1:1005x1' }),
    ]);
    expect(scope.getState($openedProductId)).toBeNull();
  });
});
