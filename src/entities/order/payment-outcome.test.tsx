import { screen } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { SharedPayment } from '@pizza-order-app/contract/payments';
import { $language } from '../../shared/i18n/model';
import { renderApp } from '../../shared/lib/test/render-app';
import { PaymentOutcome } from './payment-outcome';
import { $paymentAttempts, type PaymentAttempt } from './payment-model';

const show = (payment: SharedPayment | undefined, attempt?: PaymentAttempt) =>
  renderApp(
    <PaymentOutcome order={{ orderId: 7, ...(payment ? { payment } : {}) }} />,
    fork({
      values: [
        [$language, 'en'],
        [$paymentAttempts, attempt ? { 7: attempt } : {}],
      ],
    }),
  );

describe('PaymentOutcome', () => {
  it('says the order is paid, and through which provider', () => {
    show({ method: 'payme', status: 'paid' });
    expect(screen.getByRole('status')).toHaveTextContent('Paid by card via Payme');
  });

  it('says when a refunded card payment is back, and that a cancelled unpaid one took nothing', () => {
    show({ method: 'click', status: 'refunded' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Order cancelled; the money will be back on your card within 10 working days',
    );
    show({ method: 'telegram', status: 'cancelled' });
    expect(screen.getByText('Order cancelled; nothing was charged')).toBeInTheDocument();
  });

  it('offers the rescue after an attempt that did not pay, and says nothing before one', () => {
    const { container } = show({ method: 'payme', status: 'awaiting' });
    expect(container).toBeEmptyDOMElement();
    show({ method: 'payme', status: 'awaiting' }, 'opened');
    expect(
      screen.getByText('Payment cancelled: pay again or choose to pay on receipt'),
    ).toBeInTheDocument();
    show({ method: 'telegram', status: 'awaiting' }, 'failed');
    expect(
      screen.getByText('Payment failed: pay again or choose to pay on receipt'),
    ).toBeInTheDocument();
  });

  it('says nothing for a payment on receipt', () => {
    const { container } = show({ method: 'cash' });
    expect(container).toBeEmptyDOMElement();
  });
});
