import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $addresses } from '../../entities/location/model';
import { $language } from '../../shared/i18n/model';
import { renderApp } from '../../shared/lib/test/render-app';
import { DeliveryPicker } from './delivery-picker';

// A build without VITE_YANDEX_MAPS_API_KEY, whatever the environment running the tests has.
vi.mock('../../shared/config/env', async (importOriginal) => {
  const { publicConfig } = await importOriginal<typeof import('../../shared/config/env')>();
  return { publicConfig: { ...publicConfig, yandexMapsApiKey: undefined } };
});

const home = {
  id: 'home',
  coordinates: [69.2, 41.28] as [number, number],
  title: 'Home',
  address: 'Chilonzor 12',
  iconSrc: '/icons/home.svg',
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('DeliveryPicker without a maps key', () => {
  it('says the map is unavailable and names what is there: search and location, no list', async () => {
    const scope = fork({
      values: [
        [$language, 'en'],
        [$addresses, [home]],
      ],
    });
    renderApp(<DeliveryPicker />, scope);
    expect(
      await screen.findByText(
        'The map is unavailable: search for the street and house or use your location.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map' })).not.toBeInTheDocument();
    expect(screen.queryByText('Tap the map to choose where we deliver.')).not.toBeInTheDocument();
    const saved = screen.getByRole('region', { name: 'My addresses' });
    expect(within(saved).getByRole('button', { name: /^Home/ })).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeInTheDocument();
    expect(document.querySelector('script[src*="api-maps.yandex.ru"]')).toBeNull();
  });

  it("searches a typed address with the main API's street search instead", async () => {
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) => {
        const { pathname } = new URL(input, 'http://localhost');
        requested.push(pathname);
        return Promise.resolve(
          pathname === '/api/token'
            ? Response.json({ token: 'token', expiresAt: Date.now() + 900_000 })
            : Response.json({ places: [] }),
        );
      }),
    );
    const user = userEvent.setup();
    renderApp(<DeliveryPicker />);
    await user.type(screen.getByRole('textbox', { name: 'Street and house' }), 'nowhere at all');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(
      await screen.findByText('We could not find that address. Check the street and house number.'),
    ).toBeInTheDocument();
    expect(requested).toContain('/api/address/Search');
  });
});
