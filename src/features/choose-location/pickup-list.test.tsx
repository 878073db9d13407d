import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../shared/lib/test/render-app';
import { PickupList } from './pickup-list';
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

describe('PickupList without a maps key', () => {
  it('says the map is unavailable and points to the list it shows, not to a location', async () => {
    stubMainApi(() => Response.json({ restaurants: [CHILANZAR_RESTAURANT] }));
    renderApp(<PickupList />);
    expect(
      await screen.findByText('The map is unavailable: choose a restaurant from the list.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Restaurants' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Chilanzar/ })).toBeInTheDocument();
    expect(screen.queryByText(/use your location/)).not.toBeInTheDocument();
    expect(document.querySelector('script[src*="api-maps.yandex.ru"]')).toBeNull();
  });
});
