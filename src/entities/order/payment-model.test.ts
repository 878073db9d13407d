import { allSettled, createWatch, fork, type EventCallable, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveSiteFx } from '../../shared/lib/navigation/leave-site';
import { settle } from '../../shared/lib/test/settle';
import { openInvoiceFx, type InvoiceOutcome } from '../../shared/telegram/invoice';
import { toastShown } from '../../shared/ui/toast/model';
import { readOrderAgainFx } from './order-changed';
import {
  $confirmingOrder,
  $invoiceOutcome,
  $isPaying,
  $paymentAttempts,
  CONFIRMATION_WAIT_MS,
  PaymentGate,
  paymentHandedOver,
  paymentRequested,
} from './payment-model';

const PAYMENT_URL = 'https://checkout.paycom.uz/bT0xMjM=';
const INVOICE_LINK = 'https://t.me/$AbCdEf123';

const start = (
  openInvoice: (link: string) => Promise<InvoiceOutcome> = () => new Promise(() => undefined),
) => {
  const leave = vi.fn();
  // An attached effect's handler gets its source (Telegram's controls) before the link.
  const invoice = vi.fn((_controls: unknown, link: string) => openInvoice(link));
  const scope = fork({
    handlers: [
      [leaveSiteFx, leave],
      [openInvoiceFx, invoice],
    ],
  });
  const toasts: unknown[] = [];
  createWatch({ unit: toastShown, scope, fn: (toast) => toasts.push(toast) });
  return { scope, leave, invoice, toasts };
};

/**
 * What useGate does as the tracker of an order mounts: opens the gate with no props, then hands
 * them over with the gate's `set` (there at run time, not in effector-react's types).
 */
const { set: setGate } = PaymentGate as unknown as {
  set: EventCallable<{ readonly orderId: number }>;
};
const openTracker = async (scope: Scope, orderId: number) => {
  await settle(allSettled(PaymentGate.open, { scope, params: null as never }));
  await settle(allSettled(setGate, { scope, params: { orderId } }));
};

describe('paying an order', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens the payment of the order just placed once its tracker opens, and only once', async () => {
    const { scope, leave } = start();
    await settle(
      allSettled(paymentHandedOver, { scope, params: { orderId: 7, paymentUrl: PAYMENT_URL } }),
    );
    await openTracker(scope, 8);
    await settle(allSettled(PaymentGate.close, { scope, params: null as never }));
    expect(leave).not.toHaveBeenCalled();
    await openTracker(scope, 7);
    expect(leave).toHaveBeenCalledExactlyOnceWith(PAYMENT_URL);
    // Back from the provider's page, or the tracker read again: not a second payment.
    await settle(allSettled(PaymentGate.close, { scope, params: null as never }));
    await openTracker(scope, 7);
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('opens Telegram’s invoice where there is one, and "Pay" again opens the same payment', async () => {
    const { scope, leave, invoice } = start(() => Promise.resolve('cancelled'));
    await settle(
      allSettled(paymentHandedOver, { scope, params: { orderId: 7, invoiceLink: INVOICE_LINK } }),
    );
    await openTracker(scope, 7);
    await settle(
      allSettled(paymentRequested, { scope, params: { orderId: 7, invoiceLink: INVOICE_LINK } }),
    );
    expect(invoice.mock.calls.map(([, link]) => link)).toEqual([INVOICE_LINK, INVOICE_LINK]);
    expect(leave).not.toHaveBeenCalled();
  });

  it('waits while Telegram’s form is open', async () => {
    let close: (outcome: InvoiceOutcome) => void = () => undefined;
    const { scope } = start(() => new Promise((resolve) => (close = resolve)));
    const paying = allSettled(paymentRequested, {
      scope,
      params: { orderId: 7, invoiceLink: INVOICE_LINK },
    });
    await vi.waitFor(() => expect(scope.getState($isPaying)).toBe(true));
    close('paid');
    await paying;
    expect(scope.getState($isPaying)).toBe(false);
  });

  it.each([
    ['paid', []],
    ['pending', []],
    ['cancelled', [{ tone: 'info', title: { key: 'payment.cancelled' } }]],
    ['failed', [{ tone: 'error', title: { key: 'payment.failed' } }]],
    ['unavailable', [{ tone: 'error', title: { key: 'payment.unavailable' } }]],
  ] as const)(
    'tells how the invoice closed (%s) with at most one toast, and never marks the order paid',
    async (outcome, toasts) => {
      const started = start(() => Promise.resolve(outcome));
      await settle(
        allSettled(paymentRequested, {
          scope: started.scope,
          params: { orderId: 7, invoiceLink: INVOICE_LINK },
        }),
      );
      expect(started.toasts).toEqual(toasts);
      expect(started.scope.getState($invoiceOutcome)).toEqual({ orderId: 7, outcome });
    },
  );
});

describe('a Telegram payment closed as pending', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds "Pay" back while the confirmation may come, then gives it back', async () => {
    const { scope } = start(() => Promise.resolve('pending'));
    // Settles only once the wait is over: the clock is moved by hand meanwhile.
    const paying = allSettled(paymentRequested, {
      scope,
      params: { orderId: 7, invoiceLink: INVOICE_LINK },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($confirmingOrder)).toBe(7);
    await vi.advanceTimersByTimeAsync(CONFIRMATION_WAIT_MS - 1);
    expect(scope.getState($confirmingOrder)).toBe(7);
    await vi.advanceTimersByTimeAsync(1);
    await paying;
    expect(scope.getState($confirmingOrder)).toBeNull();
  });

  it('keeps waiting for the backend after a form closed paid', async () => {
    const { scope } = start(() => Promise.resolve('paid'));
    await settle(
      allSettled(paymentRequested, { scope, params: { orderId: 7, invoiceLink: INVOICE_LINK } }),
    );
    expect(scope.getState($confirmingOrder)).toBe(7);
  });

  it('remembers how each attempt went: the provider’s page opened, Telegram’s form cancelled or failed', async () => {
    const { scope } = start(() => Promise.resolve('failed'));
    await settle(
      allSettled(paymentRequested, { scope, params: { orderId: 7, paymentUrl: PAYMENT_URL } }),
    );
    await settle(
      allSettled(paymentRequested, { scope, params: { orderId: 8, invoiceLink: INVOICE_LINK } }),
    );
    expect(scope.getState($paymentAttempts)).toEqual({ 7: 'opened', 8: 'failed' });
  });
});

describe('the order read again after Telegram’s form closed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const startReading = (outcome: InvoiceOutcome) => {
    const readAgain = vi.fn();
    const scope = fork({
      handlers: [
        [openInvoiceFx, () => Promise.resolve(outcome)],
        [leaveSiteFx, vi.fn()],
        [readOrderAgainFx, readAgain],
      ],
    });
    return { scope, readAgain };
  };

  it.each(['cancelled', 'failed', 'paid'] as const)(
    'reads the order at once when the form closed %s: the backend says whether it is paid',
    async (outcome) => {
      const { scope, readAgain } = startReading(outcome);
      await settle(
        allSettled(paymentRequested, { scope, params: { orderId: 7, invoiceLink: INVOICE_LINK } }),
      );
      expect(readAgain).toHaveBeenCalledExactlyOnceWith(7);
    },
  );

  it('reads a pending one at once and again when the wait for its confirmation is over', async () => {
    const { scope, readAgain } = startReading('pending');
    const paying = allSettled(paymentRequested, {
      scope,
      params: { orderId: 7, invoiceLink: INVOICE_LINK },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(readAgain).toHaveBeenCalledExactlyOnceWith(7);
    await vi.advanceTimersByTimeAsync(CONFIRMATION_WAIT_MS);
    await paying;
    expect(readAgain.mock.calls).toEqual([[7], [7]]);
  });

  it('reads nothing for a payment on the provider’s page: coming back reloads the tracker', async () => {
    const { scope, readAgain } = startReading('paid');
    await settle(
      allSettled(paymentRequested, { scope, params: { orderId: 7, paymentUrl: PAYMENT_URL } }),
    );
    expect(readAgain).not.toHaveBeenCalled();
  });
});
