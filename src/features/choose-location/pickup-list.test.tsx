import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../shared/lib/test/render-app';
import { PickupList } from './pickup-list';
import { stubMainApi } from '../../shared/lib/test/stub-main-api';

// A build without VITE_YANDEX_MAPS_API_KEY, whatever the environment running the tests has.
vi.mock('../../shared/config/env', async (importOriginal) => {
  const { publicConfig } = await importOriginal<typeof import('../../shared/config/env')>();
  return { publicConfig: { ...publicConfig, yandexMapsApiKey: undefined } };
});

const chilanzar = {
  id: 1,
  name: 'Chilanzar',
  address: 'Bunyodkor Avenue, 12',
  regionId: 1,
  longitude: 69.204,
  latitude: 41.275,
  zone: '69.1 41.2, 69.3 41.2, 69.3 41.3',
  isActive: true,
  phone: '+998712000001',
  workingHours: '10:00–03:00',
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('PickupList without a maps key', () => {
  it('says the map is unavailable and points to the list it shows, not to a location', async () => {
    stubMainApi(() => Response.json({ restaurants: [chilanzar] }));
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
