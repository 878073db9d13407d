import { act, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { $cart, productAdded } from '../../entities/cart';
import { ApiError } from '../../shared/api/api-error';
import { $api, createApi } from '../../shared/api/model';
import { $language } from '../../shared/i18n/model';
import { renderApp } from '../../shared/lib/test/render-app';
import type { TelegramLaunch } from '../../shared/telegram/launch';
import { $telegramLaunch } from '../../shared/telegram/model';
import { SkinContext } from '../../shared/ui/skin';
import { telegramSkin } from '../../shared/ui/telegram-skin';
import { Toaster } from '../../shared/ui/toast/toaster';
import BasketSync from './basket-sync';
import { loadBasketFx, saveBasketFx } from './model';

const LAUNCH: TelegramLaunch = {
  initDataRaw: null,
  startParam: null,
  isDark: false,
  platform: 'base',
};

describe('BasketSync inside Telegram', () => {
  afterEach(() => localStorage.clear());

  it('a write the server fails says the cart is not synced yet, keeps it, and shows none of the server’s words', async () => {
    const scope = fork({
      values: [
        [$language, 'en'],
        [$api, createApi()],
        [$telegramLaunch, LAUNCH],
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
    const skin = telegramSkin(LAUNCH);
    renderApp(
      <SkinContext value={skin}>
        <skin.Root>
          <BasketSync />
          <Toaster />
        </skin.Root>
      </SkinContext>,
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
