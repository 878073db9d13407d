import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $addresses, $location } from '../../entities/location';
import { ADDRESS_LIMITS, DOOR_FIELDS, type DoorField } from '@pizza-order-app/contract/door';
import { $language } from '../../shared/i18n/model';
import { renderApp } from '../../shared/lib/test/render-app';
import { TELEGRAM_SKIN, headingLevelSkips, inSkin } from '../../shared/lib/test/skins';
import { EmptyState, Page } from '../../shared/ui';
import { DeliveryPicker } from './delivery-picker';
import { LocationPicker } from './location-picker';

// A build without VITE_YANDEX_MAPS_API_KEY, whatever the environment running the tests has.
vi.mock('../../shared/config/env', async (importOriginal) => {
  const { publicConfig } = await importOriginal<typeof import('../../shared/config/env')>();
  return { publicConfig: { ...publicConfig, yandexMapsApiKey: undefined } };
});

const DOOR_LABELS: Record<DoorField, string> = {
  apartment: 'Apartment or office',
  entrance: 'Entrance',
  floor: 'Floor',
  intercom: 'Intercom code',
};

// The confirmation step loads the messages of the screens with it; here they are all loaded.
vi.mock('../../shared/i18n/i18n', () => ({ loadScreenMessages: () => Promise.resolve() }));

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

  it('shows a saved address with the door the customer confirmed for it', async () => {
    const scope = fork({
      values: [
        [$language, 'en'],
        [$addresses, [{ ...home, title: 'Mum', apartment: '12', floor: '4' }]],
      ],
    });
    renderApp(<DeliveryPicker />, scope);
    const saved = await screen.findByRole('region', { name: 'My addresses' });
    const card = within(saved).getByRole('button', { name: /^Mum/ });
    expect(card).toHaveTextContent('Chilonzor 12');
    expect(card).toHaveTextContent('apt. 12, floor 4');
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
    await user.type(screen.getByRole('combobox', { name: 'Street and house' }), 'nowhere at all');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(
      await screen.findByText('We could not find that address. Check the street and house number.'),
    ).toBeInTheDocument();
    expect(requested).toContain('/api/address/Search');
  });

  it('keeps the house of a found address, asks to confirm it and saves what was confirmed', async () => {
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) => {
        const { pathname } = new URL(input, 'http://localhost');
        requested.push(pathname);
        const answers: Record<string, unknown> = {
          '/api/token': { token: 'token', expiresAt: Date.now() + 900_000 },
          '/api/address/Search': {
            places: [{ address: 'Navoi Street, 15', longitude: 69.246, latitude: 41.322 }],
          },
          '/api/restaurants/GetByLocation': {
            restaurants: [
              {
                id: 5,
                name: 'Chorsu',
                address: '2 Navoi St',
                regionId: 1,
                longitude: 69.234,
                latitude: 41.326,
                zone: '',
                isActive: true,
                phone: '',
                workingHours: '',
              },
            ],
          },
          '/api/tg_address': { address: 'Navoi Street, 1' },
        };
        return Promise.resolve(Response.json(answers[pathname] ?? {}));
      }),
    );
    const user = userEvent.setup();
    const { scope } = renderApp(<DeliveryPicker />);
    await user.type(screen.getByRole('combobox', { name: 'Street and house' }), 'Navoi 15');
    await user.click(screen.getByRole('button', { name: 'Find' }));

    const step = await screen.findByRole('form', { name: 'Check the delivery address' });
    expect(within(step).getByRole('heading', { name: 'Check the delivery address' })).toHaveFocus();
    expect(within(step).getByText('Navoi Street')).toBeInTheDocument();
    const house = within(step).getByRole('textbox', { name: 'House number' });
    expect(house).toHaveValue('15');
    expect(within(step).getByText('Delivered by Chorsu')).toBeInTheDocument();
    for (const field of DOOR_FIELDS) {
      expect(within(step).getByRole('textbox', { name: DOOR_LABELS[field] })).toHaveAttribute(
        'maxlength',
        String(ADDRESS_LIMITS.door[field]),
      );
    }
    expect(scope.getState($addresses)).toEqual([]);

    await user.clear(house);
    await user.click(within(step).getByRole('button', { name: 'Deliver here' }));
    expect(within(step).getByText('Enter the house number.')).toBeInTheDocument();
    expect(house).toHaveFocus();

    await user.type(house, '17');
    // A bidi override pasted into a door field: refused by the order's own rule, in words.
    const intercom = within(step).getByRole('textbox', { name: DOOR_LABELS.intercom });
    await user.type(intercom, '1\u202E2');
    await user.click(within(step).getByRole('button', { name: 'Deliver here' }));
    expect(intercom).toHaveAccessibleDescription(
      'This text contains invisible or control characters (such as direction marks): retype it without them.',
    );
    expect(intercom).toHaveFocus();
    expect(scope.getState($addresses)).toEqual([]);
    await user.clear(intercom);
    const typed: Record<DoorField, string> = {
      apartment: '12',
      entrance: '3',
      floor: '4',
      intercom: ' 12K ',
    };
    for (const field of DOOR_FIELDS)
      await user.type(
        within(step).getByRole('textbox', { name: DOOR_LABELS[field] }),
        typed[field],
      );
    await user.click(within(step).getByRole('button', { name: 'Deliver here' }));

    expect(scope.getState($addresses)).toEqual([
      {
        id: expect.any(String) as string,
        coordinates: [69.246, 41.322],
        title: 'Navoi Street, 17',
        address: 'Navoi Street, 17',
        iconSrc: '/icons/home.svg',
        apartment: '12',
        entrance: '3',
        floor: '4',
        intercom: '12K',
      },
    ]);
    expect(scope.getState($location)).toMatchObject({ RestaurantId: 5, Longitude: 69.246 });
    expect(requested).not.toContain('/api/tg_address');
  });
});

describe('the first screen’s place picker inside Telegram', () => {
  it('keeps its heading levels, a saved address among its choices: telegram-ui’s <h6> lines are text', async () => {
    const scope = fork({
      values: [
        [$language, 'en'],
        [$addresses, [home]],
      ],
    });
    // The menu's screen while no place is chosen (pages/menu).
    renderApp(
      inSkin(
        TELEGRAM_SKIN,
        <Page title="Menu">
          <EmptyState title="Choose where to deliver" />
          <LocationPicker level={2} />
        </Page>,
      ),
      scope,
    );
    const saved = await screen.findByRole('region', { name: 'My addresses' });
    expect(within(saved).getByRole('heading', { level: 2 })).toHaveTextContent('My addresses');
    expect(within(saved).getByRole('button', { name: /^Home/ })).toBeInTheDocument();
    expect(document.body.querySelectorAll('h6').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.getAllByRole('heading').map(({ textContent }) => textContent)).toEqual([
        'Menu',
        'My addresses',
      ]),
    );
    expect(headingLevelSkips()).toEqual([]);
  });
});
