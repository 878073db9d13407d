import { screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, SharedOrder } from '@pizza-order-app/contract/orders-api';
import { EXTENSIONS, type Extension } from '@pizza-order-app/contract/capabilities';
import { $extensions } from '../../entities/backend';
import { $api, createApi } from '../../shared/api/model';
import { $language } from '../../shared/i18n/model';
import { $now } from '../../shared/lib/clock/model';
import { renderApp } from '../../shared/lib/test/render-app';
import { OrderPromise, OrderTime } from './order-promise';
import { TrackerCalls } from './tracker-calls';

/** A moment in Tashkent time (UTC+5) on 2026-11-22, or the given day. */
const tashkent = (time: string, day = 22) => new Date(`2026-11-${day}T${time}:00+05:00`);
const iso = (time: string, day = 22) => tashkent(time, day).toISOString();

const shared = (overrides: Partial<SharedOrder> = {}): SharedOrder => ({
  orderId: 7,
  statusCode: 2,
  createdAt: iso('11:13'),
  orderTypeId: 0,
  restaurantId: 1,
  deliveryTime: null,
  promisedAt: iso('11:45'),
  statusHistory: [{ statusCode: 1, at: iso('11:13') }],
  ...overrides,
});

const owned = (overrides: Partial<Order> = {}): Order => ({
  ...shared(),
  trackingKey: 'k'.repeat(22),
  address: 'Navoi Street 2',
  lines: [],
  deliveryPrice: 12_000,
  total: 71_000,
  paymentMethod: 'cash',
  customerName: 'Aziz',
  phone: '+998901234567',
  comment: '',
  ...overrides,
});

const render = (
  ui: React.ReactNode,
  now = tashkent('11:20'),
  extensions: readonly Extension[] = EXTENSIONS,
  language: 'en' | 'uz' = 'en',
) => {
  return renderApp(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>,
    fork({
      values: [
        [$extensions, extensions],
        [$language, language],
        [$now, now.getTime()],
        [$api, createApi()],
      ],
    }),
    language,
  );
};

const renderInUzbek = (ui: React.ReactNode, now = tashkent('11:20')) =>
  render(ui, now, EXTENSIONS, 'uz');

describe('OrderPromise', () => {
  it('promises a delivery by its time today', () => {
    render(<OrderPromise order={shared()} />);
    expect(screen.getByText('We’ll deliver by 11:45')).toBeInTheDocument();
  });

  it('promises a pickup as ready', () => {
    render(<OrderPromise order={shared({ orderTypeId: 200, promisedAt: iso('11:20') })} />);
    expect(screen.getByText('Ready by 11:20')).toBeInTheDocument();
  });

  it('says tomorrow for a promise after the local midnight, though UTC is still on today', () => {
    // 00:20 on the 23rd in Tashkent is 19:20 UTC on the 22nd.
    render(<OrderPromise order={shared({ promisedAt: iso('00:20', 23) })} />, tashkent('23:50'));
    expect(screen.getByText('We’ll deliver tomorrow by 00:20')).toBeInTheDocument();
  });

  it('promises in Uzbek with the time before the verb, today and tomorrow', () => {
    const { unmount } = renderInUzbek(<OrderPromise order={shared()} />);
    expect(screen.getByText('11:45 gacha yetkazib beramiz')).toBeInTheDocument();
    unmount();
    renderInUzbek(
      <OrderPromise order={shared({ promisedAt: iso('00:20', 23) })} />,
      tashkent('23:50'),
    );
    expect(screen.getByText('Ertaga 00:20 gacha yetkazib beramiz')).toBeInTheDocument();
  });

  it('says nothing where the backend promises nothing', () => {
    const { container } = render(<OrderPromise order={shared({ promisedAt: undefined })} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('OrderTime', () => {
  it('shows a chosen slot as its window', () => {
    render(
      <OrderTime order={shared({ deliveryTime: iso('11:00'), promisedAt: iso('11:30') })} />,
      tashkent('09:00'),
    );
    expect(screen.getByText('Today, 11:00–11:30')).toBeInTheDocument();
  });

  it('names tomorrow’s slot past midnight by its local day', () => {
    render(
      <OrderTime
        order={shared({ deliveryTime: iso('02:30', 23), promisedAt: iso('03:00', 23) })}
      />,
      tashkent('23:00'),
    );
    expect(screen.getByText('Tomorrow, 02:30–03:00')).toBeInTheDocument();
  });

  it('says "as soon as possible" without a slot', () => {
    render(<OrderTime order={shared()} />);
    expect(screen.getByText('As soon as possible')).toBeInTheDocument();
  });

  it('says the window and "as soon as possible" in Uzbek', () => {
    const slot = { deliveryTime: iso('11:00'), promisedAt: iso('11:30') };
    const { unmount } = renderInUzbek(<OrderTime order={shared(slot)} />, tashkent('09:00'));
    expect(screen.getByText('Bugun, 11:00–11:30')).toBeInTheDocument();
    unmount();
    const tomorrow = { deliveryTime: iso('02:30', 23), promisedAt: iso('03:00', 23) };
    const { unmount: unmountTomorrow } = renderInUzbek(
      <OrderTime order={shared(tomorrow)} />,
      tashkent('23:00'),
    );
    expect(screen.getByText('Ertaga, 02:30–03:00')).toBeInTheDocument();
    unmountTomorrow();
    renderInUzbek(<OrderTime order={shared()} />);
    expect(screen.getByText('Iloji boricha tezroq')).toBeInTheDocument();
  });
});

describe('TrackerCalls', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) => {
        const url = new URL(input, 'http://localhost');
        if (url.pathname === '/api/token')
          return Promise.resolve(
            Response.json({ token: 'token', expiresAt: Date.now() + 900_000 }),
          );
        return Promise.resolve(
          Response.json({
            restaurants: [
              {
                id: 1,
                name: 'Chilanzar',
                address: '12 Bunyodkor Ave',
                regionId: 1,
                longitude: 69.204,
                latitude: 41.275,
                zone: '',
                isActive: true,
                phone: '+998 71 200 00 01',
                workingHours: '10:00–03:00',
              },
            ],
          }),
        );
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const courier = { name: 'Aziz', phone: '+998 90 310 11 01' };

  it('calls the restaurant, for anyone following the order', async () => {
    render(<TrackerCalls order={shared()} />);
    const calls = await screen.findByRole('group', { name: 'Get in touch' });
    const restaurant = within(calls).getByRole('link', { name: /^Call the restaurant/ });
    expect(restaurant).toHaveAttribute('href', 'tel:+998712000001');
    expect(restaurant).toHaveTextContent('Chilanzar, +998 71 200 00 01');
    expect(within(calls).queryByRole('link', { name: /courier/ })).toBeNull();
  });

  it('calls the courier of a delivery on its way', async () => {
    render(<TrackerCalls order={owned({ statusCode: 4, courier })} />);
    const link = await screen.findByRole('link', { name: /^Call the courier/ });
    expect(link).toHaveAttribute('href', 'tel:+998903101101');
    expect(link).toHaveTextContent('Aziz, +998 90 310 11 01');
  });

  it('names the calls in Uzbek', async () => {
    renderInUzbek(<TrackerCalls order={owned({ statusCode: 4, courier })} />);
    const calls = await screen.findByRole('group', { name: 'Bog‘lanish' });
    expect(
      within(calls).getByRole('link', { name: /^Restoranga qo‘ng‘iroq qilish/ }),
    ).toHaveAttribute('href', 'tel:+998712000001');
    expect(
      within(calls).getByRole('link', { name: /^Kuryerga qo‘ng‘iroq qilish/ }),
    ).toHaveAttribute('href', 'tel:+998903101101');
  });

  it('offers no courier of a backend without couriers', async () => {
    render(<TrackerCalls order={owned({ statusCode: 4, courier })} />, tashkent('11:20'), []);
    await screen.findByRole('link', { name: /^Call the restaurant/ });
    expect(screen.queryByRole('link', { name: /^Call the courier/ })).toBeNull();
  });

  it('offers no courier before the order sets off or once it is delivered', async () => {
    const { unmount } = render(<TrackerCalls order={owned({ statusCode: 3, courier })} />);
    await screen.findByRole('link', { name: /^Call the restaurant/ });
    expect(screen.queryByRole('link', { name: /^Call the courier/ })).toBeNull();
    unmount();
    render(<TrackerCalls order={owned({ statusCode: 201, courier })} />);
    await screen.findByRole('link', { name: /^Call the restaurant/ });
    expect(screen.queryByRole('link', { name: /^Call the courier/ })).toBeNull();
  });
});
