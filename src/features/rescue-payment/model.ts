import { combine, createEvent, createStore, sample } from 'effector';
import { orderChangedFx } from '../../entities/order/lazy';
import { attachApi } from '../../shared/api/model';
import type { Language } from '@pizza-order-app/contract/config/languages';
import {
  cancelUnpaidOrderCall,
  changePaymentCall,
  type OFFLINE_PAYMENT_METHODS,
} from '@pizza-order-app/contract/payment-rescue';
import { $language } from '../../shared/i18n/model';
import { hapticRequested } from '../../shared/telegram/model';
import { errorToast } from '../../shared/ui/toast/error-toast';
import { toastShown } from '../../shared/ui/toast/model';

/** Rescuing an order whose online payment did not come (docs/product.md §4). */

export type OfflineMethod = (typeof OFFLINE_PAYMENT_METHODS)[number];

/** "Pay cash" / "Pay by card to the courier" / "… at the counter" on an order awaiting payment. */
export const payOnReceiptChosen = createEvent<{ orderId: number; paymentMethod: OfflineMethod }>();
/** "Cancel the order": asks first. */
export const cancelAsked = createEvent<number>();
/** "Yes, cancel it". */
export const cancelConfirmed = createEvent();
/** "Keep the order", or the dialog closed. */
export const cancelDismissed = createEvent();

export const changePaymentFx = attachApi(
  async (
    api,
    {
      orderId,
      paymentMethod,
      language,
    }: { orderId: number; paymentMethod: OfflineMethod; language: Language },
  ) => api.main(changePaymentCall, { body: { orderId, paymentMethod } }, language),
);

export const cancelUnpaidOrderFx = attachApi(
  async (api, { orderId, language }: { orderId: number; language: Language }) =>
    api.main(cancelUnpaidOrderCall, { body: { orderId } }, language),
);

/** The rescued order's new state has taken the focus, or the customer had it elsewhere. */
export const rescueAnnounced = createEvent();

/**
 * The order rescued last, until a screen showing it hands the focus to its new state: the
 * control pressed has left with the rescue's buttons, and the focus would fall to the page.
 */
export const $rescuedOrder = createStore<number | null>(null)
  .on([changePaymentFx.done, cancelUnpaidOrderFx.done], (_, { params }) => params.orderId)
  .reset(rescueAnnounced);

/** The order the cancel dialog asks about. */
export const $cancelAsked = createStore<number | null>(null)
  .on(cancelAsked, (_, orderId) => orderId)
  .reset(cancelDismissed, cancelUnpaidOrderFx.done);

/** One change at a time: a second press while one is on its way is ignored. */
export const $isRescuing = combine(
  changePaymentFx.pending,
  cancelUnpaidOrderFx.pending,
  (changing, cancelling) => changing || cancelling,
);

// The order as the rescue answered it, on every screen showing it (the tracker, the profile's
// cards) at once, ahead of their next read of it.
sample({
  clock: [changePaymentFx.doneData, cancelUnpaidOrderFx.doneData],
  fn: ({ order }) => order,
  target: orderChangedFx,
});

sample({
  clock: payOnReceiptChosen,
  source: { language: $language, busy: $isRescuing },
  filter: ({ busy }) => !busy,
  fn: ({ language }, choice) => ({ ...choice, language }),
  target: changePaymentFx,
});

sample({
  clock: cancelConfirmed,
  source: { orderId: $cancelAsked, language: $language, busy: $isRescuing },
  filter: ({ orderId, busy }) => orderId !== null && !busy,
  fn: ({ orderId, language }) => ({ orderId: orderId ?? 0, language }),
  target: cancelUnpaidOrderFx,
});

// A refusal (the payment came meanwhile, the window passed) in the server's words; nothing typed
// is at stake, and the screen's next read shows the order as it is.
sample({
  clock: [changePaymentFx.failData, cancelUnpaidOrderFx.failData],
  fn: (error) => errorToast(error, 'error.server-error'),
  target: toastShown,
});
sample({
  clock: [changePaymentFx.done, cancelUnpaidOrderFx.done],
  fn: () => 'success' as const,
  target: hapticRequested,
});
