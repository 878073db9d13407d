import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $deliveryType, DELIVERY_TYPES } from '../../entities/location';
import { $api, createApi } from '../../shared/api/model';
import { $language } from '../../shared/i18n/model';
import { renderApp } from '../../shared/lib/test/render-app';
import { TELEGRAM_SKIN, drawnByTelegramUi, inSkin } from '../../shared/lib/test/skins';
import type { Skin } from '../../shared/ui/skin';
import { telegramThemeSwitched } from '../../shared/telegram/theme-model';
import { LocationSummary } from './location-summary';
import { CHILANZAR_RESTAURANT } from '../../shared/lib/test/restaurant-fixture';
import { stubMainApi } from '../../shared/lib/test/stub-main-api';

// A build without VITE_YANDEX_MAPS_API_KEY, whatever the environment running the tests has.
vi.mock('../../shared/config/env', async (importOriginal) => {
  const { publicConfig } = await importOriginal<typeof import('../../shared/config/env')>();
  return { publicConfig: { ...publicConfig, yandexMapsApiKey: undefined } };
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the change-place sheet', () => {
  it.each([
    [DELIVERY_TYPES.delivery, 'Where should we bring your order?'],
    [DELIVERY_TYPES.pickup, 'Where will you pick up your order?'],
  ])('is titled for the tab it opens on (%s)', async (deliveryType, title) => {
    stubMainApi(() => Response.json({ restaurants: [] }));
    const scope = fork({
      values: [
        [$language, 'en'],
        [$api, createApi()],
        [$deliveryType, deliveryType],
      ],
    });
    renderApp(<LocationSummary />, scope);
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
  });
});

describe('the place and its sheet in the two skins', () => {
  /** The summary of a pickup, the restaurants read as Chilanzar alone. */
  const renderSummary = (skin: Skin | null) => {
    stubMainApi(() => Response.json({ restaurants: [CHILANZAR_RESTAURANT] }));
    const scope = fork({
      values: [
        [$language, 'en'],
        [$api, createApi()],
        [$deliveryType, DELIVERY_TYPES.pickup],
      ],
    });
    // A cache of its own: the restaurants read above were none.
    return renderApp(
      <SWRConfig value={{ provider: () => new Map() }}>
        {inSkin(skin, <LocationSummary />)}
      </SWRConfig>,
      scope,
    );
  };

  it('is drawn by telegram-ui inside Telegram, light and dark: "Change", its sheet, a restaurant', async () => {
    const { scope } = renderSummary(TELEGRAM_SKIN);
    const inTheme = async (check: (theme: string) => void) => {
      for (const isDark of [false, true]) {
        await act(() => allSettled(telegramThemeSwitched, { scope, params: isDark }));
        check(isDark ? 'dark' : 'light');
      }
    };
    const change = () => screen.getByRole('button', { name: 'Change' });
    await inTheme((theme) => expect(drawnByTelegramUi(change()), `Change, ${theme}`).toBe(true));

    await userEvent.click(change());
    const title = 'Where will you pick up your order?';
    await within(await screen.findByRole('dialog', { name: title })).findByRole('list', {
      name: 'Restaurants',
    });
    await inTheme((theme) => {
      const sheet = screen.getByRole('dialog', { name: title });
      const restaurant = within(sheet).getByRole('button', { name: /Chilanzar/ });
      expect(drawnByTelegramUi(sheet), `the sheet, ${theme}`).toBe(true);
      expect(drawnByTelegramUi(restaurant), `a restaurant, ${theme}`).toBe(true);
    });
  });

  it('is the site’s own markup on the web', () => {
    renderSummary(null);
    expect(drawnByTelegramUi(screen.getByRole('button', { name: 'Change' }))).toBe(false);
    expect(document.body.querySelectorAll('[class*="tgui-"]')).toHaveLength(0);
  });
});
