import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $cart } from '../../entities/cart';
import { $language } from '../../shared/i18n/model';
import { renderApp } from '../../shared/lib/test/render-app';
import { $checkoutDraft } from './model';
import { EMPTY_CHECKOUT_DRAFT } from './checkout-draft';
import { checkPromoCodeFx } from './offers-model';
import { PromoCodeField } from './promo-code-field';

const scopeWith = (promoCode?: string, check = vi.fn()) =>
  fork({
    values: [
      [$language, 'en'],
      [$cart, [{ id: 401, amount: 1, cartProdId: '401', modifiers: [] }]],
      [$checkoutDraft, { ...EMPTY_CHECKOUT_DRAFT, ...(promoCode ? { promoCode } : {}) }],
    ],
    handlers: [[checkPromoCodeFx, check]],
  });

describe('PromoCodeField', () => {
  it('applies a typed code with Enter and then offers to remove it', async () => {
    const user = userEvent.setup();
    const check = vi.fn().mockResolvedValue({
      dishesPrice: 42_000,
      deliveryPrice: 0,
      discounts: [],
      total: 35_700,
      promoCode: { code: 'PIZZA15', status: 'applied' },
    });
    renderApp(<PromoCodeField restaurantId={1} quoted={null} />, scopeWith(undefined, check));
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'pizza15{Enter}');
    expect(check).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('Promo code PIZZA15 applied');
    // The form gave way to the code: the focus went with it, not to the page.
    expect(screen.getByRole('button', { name: 'Remove the promo code' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove the promo code' }));
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveFocus();
  });

  it('says what is wrong with the code, next to the field', async () => {
    const user = userEvent.setup();
    renderApp(<PromoCodeField restaurantId={1} quoted={null} />, scopeWith());
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'PIZZA-15');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveAccessibleDescription(
      'A promo code is 4 to 20 Latin letters and digits.',
    );
  });

  it('tells when a code taken before has ended since', () => {
    renderApp(
      <PromoCodeField restaurantId={1} quoted={{ code: 'PIZZA15', status: 'expired' }} />,
      scopeWith('PIZZA15'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Promo code PIZZA15This promo code has expired.',
    );
  });
});
