import { createContext, useContext, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { routePath } from '@pizza-order-app/contract/config/routes';
import { isOrderActive, type Order } from '@pizza-order-app/contract/orders-api';
import { useFormatDate } from '../../shared/lib/use-format-date';
import { useFormatPrice } from '../../shared/lib/use-format-price';
import { withoutIngredients } from '../../shared/lib/without-ingredients';
import { DELIVERY_TYPES } from '../location';
import { orderStatusName } from './order-status';
import { isAwaitingPayment, paymentText } from './payment';
import { ReceiptLink } from './receipt-link';
import { trackerRouteId } from './tracker-id';
import './order-card.css';

interface OrderCardProps {
  readonly order: Order;
  /** What the customer can do with the order (repeat it); composed by the page. */
  readonly action?: ReactNode;
}

const CardStatus = createContext<RefObject<HTMLElement | null>>({ current: null });

/** Where the card around an action shows the order's status: an action changing it hands the focus there. */
export const useCardStatus = () => useContext(CardStatus);

/**
 * One order in a list: number (linking to its tracker), status, when, how, what and how much, and
 * its receipt once there is one.
 */
export function OrderCard({ order, action }: OrderCardProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const formatPrice = useFormatPrice();
  const active = isOrderActive(order.statusCode);
  const awaitingPayment = isAwaitingPayment(order);
  const status = useRef<HTMLSpanElement>(null);
  return (
    <article className="order-card" aria-labelledby={`order-${order.orderId}`}>
      <div className="order-card__head">
        <Link
          id={`order-${order.orderId}`}
          href={routePath('tracker', { id: trackerRouteId(order) })}
          className="order-card__number"
        >
          {t('orders.number', { id: order.orderId })}
        </Link>
        <span
          ref={status}
          className={`order-card__status${active ? ' order-card__status--active' : ''}`}
          tabIndex={-1}
        >
          {awaitingPayment ? t('payment.status.awaiting') : orderStatusName(t, order.statusCode)}
        </span>
      </div>
      <p className="order-card__meta">
        {formatDate(order.createdAt, 'date-time')} ·{' '}
        {t(order.orderTypeId === DELIVERY_TYPES.delivery ? 'location.delivery' : 'location.pickup')}{' '}
        · <strong>{formatPrice(order.total)}</strong>
        {order.payment?.status && <> · {paymentText(t, order.payment)}</>}
        {order.payment?.receiptUrl && (
          <>
            {' · '}
            <ReceiptLink payment={order.payment} />
          </>
        )}
      </p>
      <p className="order-card__lines">
        {order.lines
          .map(({ name, amount, removedIngredients = [] }) =>
            removedIngredients.length > 0
              ? `${name} (${withoutIngredients(t, removedIngredients)}) × ${amount}`
              : `${name} × ${amount}`,
          )
          .join(', ')}
      </p>
      <CardStatus value={status}>{action}</CardStatus>
    </article>
  );
}
