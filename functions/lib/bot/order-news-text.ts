import type { OrderStatusEvent } from '@pizza-order-app/contract/order-events';
import { ORDER_STATUS } from '@pizza-order-app/contract/orders-api';
import { formatDate } from '@pizza-order-app/contract/lib/format-date';
import { localDayOffset } from '@pizza-order-app/contract/lib/time-slots';
import { appText, botText, statusName, type BotTextKey } from './texts';

/** One message of an order's news: its text and what its tracker button says. */
export interface OrderNewsMessage {
  readonly text: string;
  readonly button: Extract<BotTextKey, 'pay' | 'track' | 'rate'>;
}

/** The statuses before the door or the counter, when the promise is what the customer waits for. */
const PROMISED: readonly number[] = [
  ORDER_STATUS.accepted,
  ORDER_STATUS.cooking,
  ORDER_STATUS.baking,
  ORDER_STATUS.onTheWay,
];

/** The tracker's own promise ("Привезём к 11:45", "Будет готов завтра к 11:20"). */
const promiseOf = (event: OrderStatusEvent, now: Date) => {
  const { promisedAt, language } = event;
  if (!promisedAt) return null;
  const kind = event.pickupAddress ? 'pickup' : 'delivery';
  const offset = localDayOffset(promisedAt, now);
  const day = offset === 0 ? '' : offset === 1 ? '-tomorrow' : '-date';
  return appText(language, `tracker.promise-${kind}${day}`, {
    time: formatDate(promisedAt, language, 'time'),
    date: formatDate(promisedAt, language, 'date'),
  });
};

const withPromise = (text: string, event: OrderStatusEvent, now: Date) => {
  const promise = PROMISED.includes(event.statusCode) ? promiseOf(event, now) : null;
  return promise ? `${text}\n${promise}.` : text;
};

/**
 * What the bot tells of an order's change (docs/api.md, "Order status events"): the payment's
 * truth first (awaiting with "Pay", paid, cancelled unpaid, refunded), then the kitchen's
 * statuses with what the customer needs then: the promise, the pickup address once ready, the
 * courier and their phone (which Telegram offers to call) on the way; a finished order asks for
 * its rating.
 */
export const orderNewsMessage = (event: OrderStatusEvent, now: Date): OrderNewsMessage => {
  const { language, orderId: id, statusCode, payment, courier, pickupAddress } = event;
  const text = (key: BotTextKey, values: Readonly<Record<string, string | number>> = {}) =>
    botText(language, key, { id, ...values });
  const status = () => text('status', { status: statusName(language, statusCode) });
  switch (statusCode) {
    case ORDER_STATUS.completed:
      return { text: text('rate-ask'), button: 'rate' };
    case ORDER_STATUS.cancelled:
      if (payment?.status === 'cancelled')
        return { text: text('cancelled-unpaid'), button: 'track' };
      if (payment?.status === 'refunded') return { text: text('refunded'), button: 'track' };
      return { text: status(), button: 'track' };
    case ORDER_STATUS.accepted:
      if (payment?.status === 'awaiting') return { text: text('payment-awaiting'), button: 'pay' };
      if (payment?.status === 'paid')
        return { text: withPromise(text('paid'), event, now), button: 'track' };
      break;
    case ORDER_STATUS.readyForPickup:
      if (pickupAddress)
        return { text: text('ready-pickup', { address: pickupAddress }), button: 'track' };
      break;
    case ORDER_STATUS.onTheWay:
      if (courier)
        return {
          text: withPromise(text('on-the-way', { ...courier }), event, now),
          button: 'track',
        };
      break;
  }
  return { text: withPromise(status(), event, now), button: 'track' };
};
