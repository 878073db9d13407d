import { screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@pizza-order-app/contract/config/languages';
import { ORDER_STATUS, type Order } from '@pizza-order-app/contract/orders-api';
import { $api, createApi } from '../../shared/api/model';
import { $language } from '../../shared/i18n/model';
import { $now } from '../../shared/lib/clock/model';
import { RouteParamsGate } from '../../shared/lib/navigation/model';
import { renderApp } from '../../shared/lib/test/render-app';
import { stubMainApi } from '../../shared/lib/test/stub-main-api';
import { TrackerPage } from './tracker-page';

const KEY = 'k'.repeat(22);
const PLACED = '2026-11-22T06:13:00.000Z';
const MARGHERITA = { productId: 101, name: 'Margherita', amount: 1, price: 59_000, modifiers: [] };

/** Its owner's view of a cash delivery of one Margherita, named as the backend names it. */
const owned = (overrides: Partial<Order> = {}): Order => ({
  orderId: 7,
  trackingKey: KEY,
  statusCode: ORDER_STATUS.accepted,
  createdAt: PLACED,
  orderTypeId: 0,
  restaurantId: 1,
  deliveryTime: null,
  statusHistory: [{ statusCode: ORDER_STATUS.accepted, at: PLACED }],
  address: 'Navoi Street 2',
  lines: [MARGHERITA],
  deliveryPrice: 12_000,
  total: 71_000,
  paymentMethod: 'cash',
  customerName: 'Aziz',
  phone: '+998901234567',
  comment: '',
  ...overrides,
});

/** The tracker of the order at /tracker/7-…, in `language`, its owner's read answering `order`. */
const renderTracker = async (language: Language, order: Order) => {
  stubMainApi((pathname) =>
    Response.json(
      pathname === '/api/delivery/Get' ? { view: 'owner', order } : { restaurants: [] },
    ),
  );
  const scope = fork({
    values: [
      [$language, language],
      [$now, Date.parse(PLACED) + 60_000],
      [$api, createApi()],
    ],
  });
  await allSettled(RouteParamsGate.open, { scope, params: { id: `7-${KEY}` } });
  renderApp(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <TrackerPage />
    </SWRConfig>,
    scope,
    language,
  );
  // The order's heading: the read has answered.
  await screen.findByRole('heading', { level: 1 });
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('TrackerPage', () => {
  it('names the order’s lines and its progress in Uzbek', async () => {
    await renderTracker('uz', owned({ lines: [{ ...MARGHERITA, name: 'Margarita' }] }));
    expect(screen.getByRole('list', { name: 'Buyurtma tarkibi' })).toHaveTextContent('Margarita');
    const progress = screen.getByRole('list', { name: 'Buyurtma jarayoni' });
    expect(within(progress).getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Qabul qilindi',
    );
  });

  it('says in Uzbek that the order is cooking, once it is', async () => {
    await renderTracker(
      'uz',
      owned({
        statusCode: ORDER_STATUS.cooking,
        statusHistory: [
          { statusCode: ORDER_STATUS.accepted, at: PLACED },
          { statusCode: ORDER_STATUS.cooking, at: '2026-11-22T06:14:00.000Z' },
        ],
      }),
    );
    const progress = screen.getByRole('list', { name: 'Buyurtma jarayoni' });
    expect(within(progress).getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Tayyorlanmoqda',
    );
  });

  // Paying cash: "without change" sends the total itself (change-model.test.ts), for which no
  // change is owed (cash-change.test.ts); the tracker says so instead of a note to change.
  it('tells its owner that no change is needed for the total itself', async () => {
    await renderTracker('ru', owned({ changeFrom: 71_000 }));
    expect(screen.getByText('Без сдачи')).toBeVisible();
    expect(screen.queryByText(/Сдача с/)).toBeNull();
  });

  it('tells its owner the note the courier brings change for', async () => {
    await renderTracker('ru', owned({ changeFrom: 100_000 }));
    expect(screen.getByText('Сдача с 100 000 сум')).toBeVisible();
    expect(screen.queryByText('Без сдачи')).toBeNull();
  });
});
