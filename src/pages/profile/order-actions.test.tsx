import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $customerId } from '../../entities/customer';
import { CustomerOrders } from '../../entities/order';
import { $api, createApi } from '../../shared/api/model';
import { ScopeReads } from '../../shared/api/scope-reads';
import { ORDER_STATUS, type Order } from '@pizza-order-app/contract/orders-api';
import { $language } from '../../shared/i18n/model';
import { renderApp } from '../../shared/lib/test/render-app';
import { OrderActions } from './order-actions';

/** A pickup order placed with Click, whose payment was cancelled on Click's page. */
const AWAITING: Order = {
  orderId: 41,
  trackingKey: 'k'.repeat(22),
  statusCode: ORDER_STATUS.accepted,
  createdAt: '2026-11-22T10:00:00.000Z',
  orderTypeId: 200,
  restaurantId: 1,
  address: '',
  deliveryTime: null,
  lines: [{ productId: 101, name: 'Margherita', amount: 2, price: 59000, modifiers: [] }],
  deliveryPrice: 0,
  total: 118000,
  paymentMethod: 'click',
  payment: {
    method: 'click',
    status: 'awaiting',
    expiresAt: '2026-11-22T10:30:00.000Z',
    paymentUrl: 'https://pay.example/click/41',
  },
  customerName: 'Aziz',
  phone: '+998901234567',
  comment: '',
  statusHistory: [{ statusCode: ORDER_STATUS.accepted, at: '2026-11-22T10:00:00.000Z' }],
};

const RESTAURANT = {
  id: 1,
  name: 'Chilanzar',
  address: 'Bunyodkor 1',
  regionId: 1,
  longitude: 69.2,
  latitude: 41.28,
  zone: '69.1 41.2, 69.3 41.2, 69.3 41.4',
  isActive: true,
  phone: '+998712000000',
  workingHours: '10:00-23:00',
  paymentMethods: ['cash', 'card', 'payme', 'click'],
};

/** The backend's order as it stands, and each request the screen sent. */
let stored: Order;
let requests: { path: string; body?: unknown }[];
/** While set, reads of the list wait for it: what shows meanwhile is the rescue's own answer. */
let listHeld: Promise<void> | null;

const list = (url: URL) => {
  const onlyActive = url.searchParams.get('onlyActive') === 'true';
  const orders = onlyActive && stored.statusCode === ORDER_STATUS.cancelled ? [] : [stored];
  return Response.json({ orders, total: orders.length });
};

const answer = async (url: URL, body: unknown) => {
  switch (url.pathname) {
    case '/api/token':
      return Response.json({ token: 't', expiresAt: Date.now() + 900_000 });
    case '/api/restaurants/List':
      return Response.json({ restaurants: [RESTAURANT] });
    case '/api/delivery/List':
      await listHeld;
      return list(url);
    case '/api/delivery/ChangePayment': {
      const { paymentMethod } = body as { paymentMethod: 'cash' | 'card' };
      stored = { ...stored, paymentMethod, payment: { method: paymentMethod } };
      return Response.json({ order: stored });
    }
    case '/api/delivery/Cancel':
      stored = {
        ...stored,
        statusCode: ORDER_STATUS.cancelled,
        payment: { method: 'click', status: 'cancelled' },
      };
      return Response.json({ order: stored });
    default:
      return new Response(null, { status: 404 });
  }
};

beforeEach(() => {
  stored = AWAITING;
  requests = [];
  listHeld = null;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      requests.push({ path: url.pathname, body });
      return answer(url, body);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

beforeAll(() => {
  // jsdom has no modal dialogs; the browser's own behaviour is covered end to end.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

/** The profile's orders, each card with the page's actions, read through the scope's cache. */
const renderProfileOrders = () =>
  renderApp(
    <ScopeReads>
      <CustomerOrders renderAction={(order) => <OrderActions order={order} />} />
    </ScopeReads>,
    fork({
      values: [
        [$language, 'en'],
        [$customerId, 5],
        [$api, createApi()],
      ],
    }),
  );

const listReads = () => requests.filter(({ path }) => path === '/api/delivery/List').length;

describe('an order awaiting payment on the profile', () => {
  it('is paid cash at the counter from its card, which says so at once and is read again', async () => {
    const user = userEvent.setup();
    renderProfileOrders();
    const active = await screen.findByRole('region', { name: 'Active orders' });
    const card = await within(active).findByRole('article', { name: 'Order #41' });
    expect(within(card).getByText('Awaiting payment')).toBeVisible();
    // Pickup at a place taking cash and card: both at the counter, beside "Pay".
    expect(within(card).getByRole('button', { name: 'Pay' })).toBeVisible();
    expect(
      await within(card).findByRole('button', { name: 'Pay by card at the counter' }),
    ).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Cancel the order' })).toBeVisible();

    let release = () => undefined as void;
    listHeld = new Promise((resolve) => (release = resolve));
    const readsBefore = listReads();
    await user.click(within(card).getByRole('button', { name: 'Pay cash at the counter' }));

    expect(requests).toContainEqual({
      path: '/api/delivery/ChangePayment',
      body: { orderId: 41, paymentMethod: 'cash', language: 3 },
    });
    // The rescue's answer shows while the lists are read again.
    await waitFor(() => expect(within(card).getByText('Accepted')).toBeVisible());
    // The pressed button is gone: the focus is on what became of the order.
    expect(within(card).getByText('Accepted')).toHaveFocus();
    expect(within(card).queryByText('Awaiting payment')).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Cancel the order' })).toBeNull();
    expect(listReads()).toBeGreaterThan(readsBefore);
    act(() => release());
    await waitFor(() => expect(listReads()).toBeGreaterThan(readsBefore + 1));
    expect(within(card).getByText('Accepted')).toBeVisible();
  });

  it('is cancelled from its card after a confirmation, and moves to the history', async () => {
    const user = userEvent.setup();
    renderProfileOrders();
    const active = await screen.findByRole('region', { name: 'Active orders' });
    const card = await within(active).findByRole('article', { name: 'Order #41' });
    await user.click(within(card).getByRole('button', { name: 'Cancel the order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #41?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));

    expect(requests).toContainEqual({
      path: '/api/delivery/Cancel',
      body: { orderId: 41, language: 3 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const history = screen.getByRole('region', { name: 'Order history' });
    const moved = await within(history).findByRole('article', { name: 'Order #41' });
    expect(within(active).queryByRole('article')).toBeNull();
    // The card in its new place says it is cancelled, and has the focus the dialog's button had.
    expect(within(moved).getByText('Cancelled')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Cancel the order' })).toBeNull();
  });
});
