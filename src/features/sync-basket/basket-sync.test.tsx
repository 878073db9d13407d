import { act, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { $cart, productAdded } from '../../entities/cart';
import { ApiError } from '../../shared/api/api-error';
import { $api, createApi } from '../../shared/api/model';
import { $language } from '../../shared/i18n/model';
import { renderApp } from '../../shared/lib/test/render-app';
import { TELEGRAM_LAUNCH, TELEGRAM_SKIN, inSkin } from '../../shared/lib/test/skins';
import { $telegramLaunch } from '../../shared/telegram/model';
import { Toaster } from '../../shared/ui/toast/toaster';
import BasketSync from './basket-sync';
import { loadBasketFx, saveBasketFx } from './model';

describe('BasketSync inside Telegram', () => {
  afterEach(() => localStorage.clear());

  it('a write the server fails says the cart is not synced yet, keeps it, and shows none of the server’s words', async () => {
    const scope = fork({
      values: [
        [$language, 'en'],
        [$api, createApi()],
        [$telegramLaunch, TELEGRAM_LAUNCH],
      ],
      handlers: [
        [loadBasketFx, () => ({ tgId: 77, products: [] })],
        [
          saveBasketFx,
          () => {
            throw new ApiError('http', 500, 'basket store is down');
          },
        ],
      ],
    });
    renderApp(
      inSkin(
        TELEGRAM_SKIN,
        <>
          <BasketSync />
          <Toaster />
        </>,
      ),
      scope,
    );
    await act(() => allSettled(productAdded, { scope, params: { productId: 3, modifiers: [] } }));
    expect(
      await screen.findByText(/^Your cart is not synced with Telegram yet\./),
    ).toBeInTheDocument();
    expect(scope.getState($cart).map(({ id }) => id)).toEqual([3]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/basket store is down/)).toBeNull();
  });
});
