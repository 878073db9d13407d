import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $deliveryType, DELIVERY_TYPES } from '../../entities/location';
import { $api, createApi } from '../../shared/api/model';
import { $language } from '../../shared/i18n/model';
import { renderApp } from '../../shared/lib/test/render-app';
import { LocationSummary } from './location-summary';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the change-place sheet', () => {
  it.each([
    [DELIVERY_TYPES.delivery, 'Where should we bring your order?'],
    [DELIVERY_TYPES.pickup, 'Where will you pick up your order?'],
  ])('is titled for the tab it opens on (%s)', async (deliveryType, title) => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) =>
        Promise.resolve(
          new URL(input, 'http://localhost').pathname === '/api/token'
            ? Response.json({ token: 'token', expiresAt: Date.now() + 900_000 })
            : Response.json({ restaurants: [] }),
        ),
      ),
    );
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
