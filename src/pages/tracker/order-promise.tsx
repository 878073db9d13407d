import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_TYPES } from '../../entities/location';
import type { SharedOrder } from '@pizza-order-app/contract/orders-api';
import { $now } from '../../shared/lib/clock/model';
import { localDayOffset, slotWindow } from '@pizza-order-app/contract/lib/time-slots';
import { useFormatDate } from '../../shared/lib/use-format-date';
import { useSlotWindowText } from '../../shared/lib/use-slot-window-text';

/** The promise's words by order type, for a promise today, tomorrow and on another day. */
const PROMISE_KEYS = {
  delivery: [
    'tracker.promise-delivery',
    'tracker.promise-delivery-tomorrow',
    'tracker.promise-delivery-date',
  ],
  pickup: [
    'tracker.promise-pickup',
    'tracker.promise-pickup-tomorrow',
    'tracker.promise-pickup-date',
  ],
} as const;

/**
 * By when the order is promised (docs/product.md §4), in the viewer's days: "Привезём к 11:45",
 * "Будет готов завтра к 10:30". Nothing where the backend promises nothing.
 */
export function OrderPromise({ order }: { readonly order: SharedOrder }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const now = useUnit($now);
  if (!order.promisedAt) return null;
  const [today, tomorrow, onDate] =
    PROMISE_KEYS[order.orderTypeId === DELIVERY_TYPES.delivery ? 'delivery' : 'pickup'];
  const dayOffset = localDayOffset(order.promisedAt, new Date(now));
  return (
    <p className="tracker__promise">
      {t(dayOffset === 0 ? today : dayOffset === 1 ? tomorrow : onDate, {
        time: formatDate(order.promisedAt, 'time'),
        date: formatDate(order.promisedAt, 'date'),
      })}
    </p>
  );
}

/**
 * When the order was asked for: "as soon as possible", or the chosen slot as its window,
 * "Сегодня, 11:00–11:30" (its end is the promise); a slot's start alone where no promise came.
 */
export function OrderTime({ order }: { readonly order: SharedOrder }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const slotText = useSlotWindowText();
  const now = useUnit($now);
  if (!order.deliveryTime) return <>{t('tracker.asap')}</>;
  if (!order.promisedAt) return <>{formatDate(order.deliveryTime, 'date-time')}</>;
  return (
    <>
      {slotText(
        slotWindow(order.deliveryTime, order.promisedAt, new Date(now)),
        order.deliveryTime,
      )}
    </>
  );
}
