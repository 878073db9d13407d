import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@pizza-order-app/contract/orders-api';
import { renderApp } from '../../shared/lib/test/render-app';
import { OrderCard } from './order-card';
import { ReceiptLink } from './receipt-link';

const RECEIPT = 'https://ofd.soliq.uz/epi?t=EP000000000025&r=121&c=20261129120000&s=800031554082';

const paid = (payment: Order['payment']): Order => ({
  orderId: 7,
  trackingKey: 'k'.repeat(22),
  statusCode: 201,
  createdAt: '2026-11-22T10:00:00.000Z',
  orderTypeId: 0,
  restaurantId: 1,
  address: 'Navoi Street 2',
  deliveryTime: null,
  lines: [{ productId: 101, name: 'Margherita', amount: 1, price: 59000, modifiers: [] }],
  deliveryPrice: 12000,
  total: 71000,
  paymentMethod: 'payme',
  ...(payment ? { payment } : {}),
  customerName: 'Aziz',
  phone: '+998901234567',
  comment: '',
  statusHistory: [{ statusCode: 201, at: '2026-11-22T10:30:00.000Z' }],
});

describe('the receipt link', () => {
  it('opens the paid order’s fiscal receipt in a new tab, in the order history', () => {
    renderApp(<OrderCard order={paid({ method: 'payme', status: 'paid', receiptUrl: RECEIPT })} />);
    const link = screen.getByRole('link', { name: 'Receipt' });
    expect(link).toHaveAttribute('href', RECEIPT);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is not there before the provider sent the receipt, nor for a payment on receipt', () => {
    renderApp(
      <>
        <OrderCard order={paid({ method: 'payme', status: 'paid' })} />
        <ReceiptLink payment={{ method: 'cash' }} />
        <ReceiptLink payment={undefined} />
      </>,
    );
    expect(screen.queryByRole('link', { name: 'Receipt' })).not.toBeInTheDocument();
  });
});
