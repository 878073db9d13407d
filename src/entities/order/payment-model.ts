import { attach, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { delay } from 'patronum';
import * as v from 'valibot';
import { persistChecked } from '../../shared/lib/storage/persist-checked';
import { leaveSiteFx } from '../../shared/lib/navigation/leave-site';
import { openInvoiceFx, type InvoiceOutcome } from '../../shared/telegram/invoice';
import { toastShown, type ToastContent } from '../../shared/ui/toast/model';
import { readOrderAgainFx } from './order-changed';

// Not in the slice's index: only checkout, the tracker and the profile pay, each on demand.

/** Where an order is paid: the provider's page (web) or Telegram's invoice (payments.ts). */
export interface PaymentDoor {
  readonly orderId: number;
  readonly paymentUrl?: string | undefined;
  readonly invoiceLink?: string | undefined;
}

/** An order placed with an online method was recorded: its tracker opens its payment. */
export const paymentHandedOver = createEvent<PaymentDoor>();
/** The customer asked to pay an order awaiting payment ("Pay" on the tracker or the profile). */
export const paymentRequested = createEvent<PaymentDoor>();
/** The tracker of an order is on screen. */
export const PaymentGate = createGate<{ readonly orderId: number }>();

/**
 * The payment of the order just placed, until its tracker opens it: once, so a reload of the
 * tracker or a return from the provider's page does not open it again.
 */
const $handover = createStore<PaymentDoor | null>(null).on(paymentHandedOver, (_, door) => door);
// useGate opens the gate first and hands its props over right after: the order is in its state.
const handoverReached = sample({
  clock: PaymentGate.state.updates,
  source: $handover,
  filter: (door, gate): door is PaymentDoor =>
    door !== null && (gate as { orderId?: number } | null)?.orderId === door.orderId,
});
sample({ clock: handoverReached, target: paymentRequested });
$handover.reset(handoverReached);

const payByInvoiceFx = attach({
  effect: openInvoiceFx,
  mapParams: ({ invoiceLink }: PaymentDoor & { readonly invoiceLink: string }) => invoiceLink,
});

// Telegram's invoice where there is one, else the provider's page.
sample({
  clock: paymentRequested,
  filter: (door): door is PaymentDoor & { invoiceLink: string } => door.invoiceLink !== undefined,
  target: payByInvoiceFx,
});
sample({
  clock: paymentRequested,
  filter: ({ invoiceLink, paymentUrl }) => invoiceLink === undefined && paymentUrl !== undefined,
  fn: ({ paymentUrl }) => paymentUrl ?? '',
  target: leaveSiteFx,
});

/** Telegram's payment form is open: "Pay" waits for it to close. */
export const $isPaying = payByInvoiceFx.pending;

/**
 * How the last invoice of an order closed. Never the payment's state: only the backend says an
 * order is paid; `paid` and `pending` only mean its confirmation is on its way.
 */
export const $invoiceOutcome = createStore<{
  readonly orderId: number;
  readonly outcome: InvoiceOutcome;
} | null>(null).on(payByInvoiceFx.done, (_, { params, result }) => ({
  orderId: params.orderId,
  outcome: result,
}));

/**
 * How long Telegram's "pending" holds "Pay" back while the tracker reads the order again: the
 * provider's confirmation usually comes within seconds; past this, an order still awaiting its
 * payment offers "Pay" again (docs/product.md §4), and the backend refuses a second payment of
 * an order already paid.
 */
export const CONFIRMATION_WAIT_MS = 4_000;

const confirmationWaitEnded = delay({
  source: sample({
    clock: payByInvoiceFx.done,
    filter: ({ result }) => result === 'pending',
    fn: ({ params }) => params.orderId,
  }),
  timeout: CONFIRMATION_WAIT_MS,
});

// Telegram's form closed, and again once the wait for the confirmation is over: the backend, not
// the form, says whether the order is paid, on every screen showing it.
sample({
  clock: [$invoiceOutcome.updates.filterMap((closed) => closed?.orderId), confirmationWaitEnded],
  target: readOrderAgainFx,
});

/**
 * The order whose payment Telegram's form closed on (`paid`, or `pending` until the wait is
 * over): its confirmation is on its way, so "Pay" waits for the backend instead of charging twice.
 */
export const $confirmingOrder = createStore<number | null>(null)
  .on(payByInvoiceFx.done, (_, { params, result }) =>
    result === 'paid' || result === 'pending' ? params.orderId : null,
  )
  .on(confirmationWaitEnded, (confirming, orderId) => (confirming === orderId ? null : confirming));

/**
 * How the customer's last attempt at paying each order went, in this tab: `opened` once they
 * left for the provider's page (an order still awaiting when they are back was not paid there),
 * `cancelled` or `failed` as Telegram's form closed. Per tab: a return from the provider reloads
 * the page.
 */
export const $paymentAttempts = createStore<Readonly<Record<number, PaymentAttempt>>>({})
  .on(paymentRequested, (attempts, { orderId, invoiceLink }) =>
    invoiceLink === undefined ? { ...attempts, [orderId]: 'opened' } : attempts,
  )
  .on(payByInvoiceFx.done, (attempts, { params, result }) =>
    result === 'cancelled' || result === 'failed'
      ? { ...attempts, [params.orderId]: result }
      : attempts,
  );
const PaymentAttemptSchema = v.picklist(['opened', 'cancelled', 'failed']);
export type PaymentAttempt = v.InferOutput<typeof PaymentAttemptSchema>;

persistChecked({
  store: $paymentAttempts,
  key: 'payment-attempts',
  area: 'session',
  schema: v.record(v.string(), PaymentAttemptSchema),
  pickup: PaymentGate.open,
});

/** One toast for a payment that did not happen; the order still awaits it. */
const OUTCOME_TOASTS: Partial<Record<InvoiceOutcome, ToastContent>> = {
  cancelled: { tone: 'info', title: { key: 'payment.cancelled' } },
  failed: { tone: 'error', title: { key: 'payment.failed' } },
  unavailable: { tone: 'error', title: { key: 'payment.unavailable' } },
};
sample({
  clock: payByInvoiceFx.doneData,
  filter: (outcome) => OUTCOME_TOASTS[outcome] !== undefined,
  fn: (outcome) => OUTCOME_TOASTS[outcome] as ToastContent,
  target: toastShown,
});
