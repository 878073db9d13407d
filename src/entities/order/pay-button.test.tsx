import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@pizza-order-app/contract/orders-api';
import { $api, createApi } from '../../shared/api/model';
import { $language } from '../../shared/i18n/model';
import { leaveSiteFx } from '../../shared/lib/navigation/leave-site';
import { renderApp } from '../../shared/lib/test/render-app';
import { openInvoiceFx } from '../../shared/telegram/invoice';
import { PayOrder } from './pay-button';
import { paymentRequested } from './payment-model';

const PAYMENT_URL = 'https://checkout.paycom.uz/bT0xMjM=';

const order = (payment: Order['payment']): Order => ({
  orderId: 7,
  statusCode: 1,
  createdAt: '2026-11-22T06:13:00.000Z',
  orderTypeId: 200,
  restaurantId: 1,
  deliveryTime: null,
  statusHistory: [],
  trackingKey: 'k'.repeat(22),
  address: null,
  lines: [],
  deliveryPrice: 0,
  total: 59_000,
  paymentMethod: payment?.method ?? 'cash',
  customerName: 'Aziz',
  phone: '+998901234567',
  comment: '',
  ...(payment ? { payment } : {}),
});

const scopeWith = (openInvoice = vi.fn(), leave = vi.fn()) =>
  fork({
    values: [
      [$language, 'en'],
      [$api, createApi()],
    ],
    handlers: [
      [leaveSiteFx, leave],
      [openInvoiceFx, openInvoice],
    ],
  });

describe('PayOrder', () => {
  it('says until when the order waits and opens the same payment page again', async () => {
    const leave = vi.fn();
    renderApp(
      <PayOrder
        order={order({
          method: 'payme',
          status: 'awaiting',
          expiresAt: '2026-11-22T09:35:00.000Z',
          paymentUrl: PAYMENT_URL,
        })}
      />,
      scopeWith(vi.fn(), leave),
    );
    expect(
      screen.getByText('The order awaits payment until 14:35; after that it is cancelled.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(leave).toHaveBeenCalledExactlyOnceWith(PAYMENT_URL);
  });

  it('once Telegram’s form closed paid, waits for the confirmation instead of offering to pay twice', async () => {
    const scope = scopeWith(vi.fn(() => Promise.resolve('paid')));
    const awaiting = order({
      method: 'telegram',
      status: 'awaiting',
      invoiceLink: 'https://t.me/$AbC',
    });
    renderApp(<PayOrder order={awaiting} />, scope);
    await act(() =>
      allSettled(paymentRequested, {
        scope,
        params: { orderId: 7, invoiceLink: 'https://t.me/$AbC' },
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Waiting for the payment to be confirmed.',
    );
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('offers nothing for an order paid, or paid to the courier', () => {
    const { container } = renderApp(
      <>
        <PayOrder order={order({ method: 'click', status: 'paid' })} />
        <PayOrder order={order(undefined)} />
      </>,
      scopeWith(),
    );
    expect(container).toBeEmptyDOMElement();
  });
});
