import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@pizza-order-app/contract/orders-api';
import { $language } from '../../shared/i18n/model';
import { renderApp } from '../../shared/lib/test/render-app';
import { $customerId } from '../customer';
import { CustomerOrders } from './customer-orders';
import { OrderCard } from './order-card';
import { OrderTimeline } from './order-timeline';
import { $api, createApi } from '../../shared/api/model';

const order = (orderId: number, statusCode: number): Order => ({
  orderId,
  trackingKey: 'k'.repeat(22),
  statusCode,
  createdAt: '2026-11-22T10:00:00.000Z',
  orderTypeId: 0,
  restaurantId: 1,
  address: 'Navoi Street 2',
  deliveryTime: null,
  lines: [{ productId: 101, name: 'Margherita', amount: 2, price: 59000, modifiers: [] }],
  deliveryPrice: 12000,
  total: 130000,
  paymentMethod: 'cash',
  customerName: 'Aziz',
  phone: '+998901234567',
  comment: '',
  statusHistory: [{ statusCode, at: '2026-11-22T10:00:00.000Z' }],
});

/** The customer's 51 orders, newest first: two still active, then finished ones. */
const ALL = [
  order(60, 2),
  order(59, 1),
  ...Array.from({ length: 49 }, (_, i) => order(58 - i, 201)),
];

let listQueries: URLSearchParams[] = [];

beforeEach(() => {
  listQueries = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/token') {
        return Promise.resolve(Response.json({ token: 'token', expiresAt: Date.now() + 900_000 }));
      }
      listQueries.push(url.searchParams);
      const active = url.searchParams.get('onlyActive') === 'true';
      const orders = active ? ALL.filter(({ statusCode }) => statusCode < 201) : ALL;
      const skip = Number(url.searchParams.get('skip'));
      const take = Number(url.searchParams.get('take'));
      return Promise.resolve(
        Response.json({ orders: orders.slice(skip, skip + take), total: orders.length }),
      );
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderOrders = (customerId: number) =>
  renderApp(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <CustomerOrders renderAction={(shown) => <button>Repeat #{shown.orderId}</button>} />
    </SWRConfig>,
    fork({
      values: [
        [$language, 'en'],
        [$customerId, customerId],
        [$api, createApi()],
      ],
    }),
  );

describe('CustomerOrders', () => {
  it('lists active orders apart from finished ones, each with its action', async () => {
    renderOrders(5);
    const active = await screen.findByRole('region', { name: 'Active orders' });
    const history = screen.getByRole('region', { name: 'Order history' });
    expect(await within(active).findAllByRole('link')).toHaveLength(2);
    expect(within(active).getByRole('link', { name: 'Order #60' })).toHaveAttribute(
      'href',
      `/tracker/60-${'k'.repeat(22)}`,
    );
    expect(within(active).getByText('Cooking')).toBeInTheDocument();
    expect(within(active).getByRole('button', { name: 'Repeat #59' })).toBeInTheDocument();
    // Page one holds 48 finished orders (50 less the two active); the 51st comes with "Show more".
    expect(await within(history).findAllByRole('link')).toHaveLength(48);
    expect(within(history).queryByRole('link', { name: 'Order #60' })).toBeNull();
    expect(within(history).getAllByText('Completed')).toHaveLength(48);
    expect(listQueries.every((query) => query.get('customerId') === '5')).toBe(true);
    expect(listQueries.every((query) => query.get('take') === '50')).toBe(true);
  });

  it('loads the next page on "Show more" until everything is there', async () => {
    const user = userEvent.setup();
    renderOrders(5);
    const history = await screen.findByRole('region', { name: 'Order history' });
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await within(history).findByRole('link', { name: 'Order #10' })).toBeInTheDocument();
    expect(within(history).getAllByRole('link')).toHaveLength(49);
    expect(listQueries.some((query) => query.get('skip') === '50')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

describe('OrderTimeline', () => {
  it('says on a history card what a line left out', () => {
    const withoutOnion: Order = {
      ...order(61, 201),
      lines: [
        {
          productId: 102,
          name: 'Pepperoni',
          amount: 1,
          price: 69000,
          modifiers: [],
          removedIngredients: [
            { id: 4, name: 'onion', without: 'no onion' },
            { id: 7, name: 'oregano' },
          ],
        },
        { productId: 101, name: 'Margherita', amount: 2, price: 59000, modifiers: [] },
      ],
    };
    renderApp(<OrderCard order={withoutOnion} />, fork({ values: [[$language, 'en']] }));
    expect(
      screen.getByText('Pepperoni (no onion, no oregano) × 1, Margherita × 2'),
    ).toBeInTheDocument();
  });

  it('marks the current step and greys the steps ahead', () => {
    renderApp(
      <OrderTimeline
        order={{
          ...order(1, 3),
          statusHistory: [
            { statusCode: 1, at: '2026-11-22T10:00:00.000Z' },
            { statusCode: 2, at: '2026-11-22T10:05:00.000Z' },
            { statusCode: 3, at: '2026-11-22T10:20:00.000Z' },
          ],
        }}
      />,
    );
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      'Accepted15:00',
      'Cooking15:05',
      'In the oven15:20',
      'On the way',
      'Completed',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[3]).toHaveClass('timeline__step--upcoming');
  });
});
