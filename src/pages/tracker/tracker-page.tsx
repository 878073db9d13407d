import { useRef, type ReactNode } from 'react';
import { useGate, useUnit } from 'effector-react';
import { $routeId } from '../../shared/lib/navigation/model';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CartTotals } from '../../entities/cart/lazy';
import {
  orderStatusName,
  OrderTimeline,
  parseTrackerRouteId,
  trackerRouteId,
  useOrder,
} from '../../entities/order';
import {
  PayOrder,
  PaymentOutcome,
  ReceiptLink,
  isAwaitingPayment,
  paymentText,
  PaymentGate,
} from '../../entities/order/lazy';
import { formatDoor } from '../../entities/location/lazy';
import { DELIVERY_TYPES } from '../../entities/location';
import { useRestaurants } from '../../entities/restaurant';
import { RepeatOrderButton } from '../../features/repeat-order/lazy';
import { changeDue } from '@pizza-order-app/contract/cash-change';
import { lineTotal } from '@pizza-order-app/contract/line-total';
import { ROUTES, routePath } from '@pizza-order-app/contract/config/routes';
import { isOrderActive, type Order, type SharedOrder } from '@pizza-order-app/contract/orders-api';
import { localizePath } from '@pizza-order-app/contract/i18n/language-path';
import { $language } from '../../shared/i18n/model';
import { useFormatDate } from '../../shared/lib/use-format-date';
import { useFormatPrice } from '../../shared/lib/use-format-price';
import { withoutIngredients } from '../../shared/lib/without-ingredients';
import { EmptyState, LoadFailed, Page, Section, Skeleton } from '../../shared/ui';
// Directly, not through the barrel: sharing ships with the screens that offer it.
import { ShareButton } from '../../shared/ui/share-button';
import { OrderPromise, OrderTime } from './order-promise';
import { TrackerRating } from '../../features/rate-order';
import { RescuePayment, useFocusAfterRescue } from '../../features/rescue-payment';
import { CourierOnMap } from './courier-on-map';
import { TrackerCalls } from './tracker-calls';
import './tracker.css';

function TrackerLinks() {
  const { t } = useTranslation();
  return (
    <nav className="tracker__links" aria-label={t('tracker.title')}>
      <Link href={ROUTES.profile} className="back-link">
        {t('profile.orders')}
      </Link>
      <Link href={ROUTES.menu} className="back-link">
        {t('tracker.to-menu')}
      </Link>
    </nav>
  );
}

/** The restaurant cooking the order; its list is cached by SWR across screens. */
function RestaurantPlace({ restaurantId }: { readonly restaurantId: number }) {
  const { restaurants } = useRestaurants();
  const restaurant = restaurants?.find(({ id }) => id === restaurantId);
  return <>{restaurant ? `${restaurant.name}, ${restaurant.address}` : `#${restaurantId}`}</>;
}

/**
 * When, how, where from and for when: what everyone following the order sees. The place is the
 * delivery address for its owner (`address` given, with the `door` it names); the restaurant
 * otherwise.
 */
function OrderPlacement({
  order,
  address,
  door,
  paymentNote,
}: {
  readonly order: SharedOrder;
  readonly address?: string | null;
  readonly door?: string;
  /** The owner's: what the courier brings change for, the payment's receipt. */
  readonly paymentNote?: ReactNode;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const isDelivery = order.orderTypeId === DELIVERY_TYPES.delivery;
  const showsAddress = isDelivery && address !== undefined;
  const placeLabel = showsAddress
    ? 'tracker.address'
    : isDelivery
      ? 'tracker.kitchen'
      : 'tracker.restaurant';
  return (
    <>
      <dt>{t('tracker.placed')}</dt>
      <dd>{formatDate(order.createdAt, 'date-time')}</dd>
      <dt>{t('tracker.type')}</dt>
      <dd>{t(isDelivery ? 'location.delivery' : 'location.pickup')}</dd>
      <dt>{t(placeLabel)}</dt>
      <dd>
        {showsAddress ? (address ?? '—') : <RestaurantPlace restaurantId={order.restaurantId} />}
      </dd>
      {showsAddress && door && (
        <>
          <dt>{t('address.door-title')}</dt>
          <dd>{door}</dd>
        </>
      )}
      <dt>{t('tracker.time')}</dt>
      <dd>
        <OrderTime order={order} />
      </dd>
      {order.payment && (
        <>
          <dt>{t('tracker.payment')}</dt>
          <dd>
            {paymentText(t, order.payment)}
            {paymentNote}
          </dd>
        </>
      )}
    </>
  );
}

/** The order's details, whichever view of them the viewer has. */
function SummarySection({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Section title={t('tracker.summary')} className="tracker__summary">
      {children}
    </Section>
  );
}

function OrderSummary({ order }: { readonly order: Order }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const isDelivery = order.orderTypeId === DELIVERY_TYPES.delivery;
  return (
    <SummarySection>
      <dl className="details">
        <OrderPlacement
          order={{ ...order, payment: order.payment ?? { method: order.paymentMethod } }}
          address={order.address}
          door={formatDoor(t, order)}
          paymentNote={
            <>
              {order.changeFrom !== undefined && (
                // Cash: the note the courier brings change for, or none needed (the total itself).
                <span className="tracker__change">
                  {(changeDue(order.changeFrom, order.total) ?? 0) > 0
                    ? t('tracker.change-from', { amount: formatPrice(order.changeFrom) })
                    : t('tracker.no-change')}
                </span>
              )}
              {order.payment?.receiptUrl && (
                <span className="tracker__receipt">
                  <ReceiptLink payment={order.payment} />
                </span>
              )}
            </>
          }
        />
        <dt>{t('tracker.contact')}</dt>
        <dd>{order.customerName}</dd>
        {order.comment && (
          <>
            <dt>{t('tracker.comment')}</dt>
            <dd>{order.comment}</dd>
          </>
        )}
      </dl>
      <h3 className="section-title">{t('tracker.lines')}</h3>
      <ul className="order-lines" aria-label={t('tracker.lines')}>
        {order.lines.map((line, index) => (
          <li key={`${line.productId}-${index}`} className="order-line">
            <span className="order-line__name">
              {line.name} × {line.amount}
              {line.modifiers.length > 0 && (
                <span className="order-line__modifiers">
                  {line.modifiers
                    .map(({ name, count }) => (count > 1 ? `${name} × ${count}` : name))
                    .join(', ')}
                </span>
              )}
              {line.removedIngredients && line.removedIngredients.length > 0 && (
                <span className="order-line__modifiers">
                  {withoutIngredients(t, line.removedIngredients)}
                </span>
              )}
            </span>
            <span className="order-line__price">{formatPrice(lineTotal(line))}</span>
          </li>
        ))}
      </ul>
      <CartTotals
        totals={{
          dishesPrice: order.lines.reduce((sum, line) => sum + lineTotal(line), 0),
          deliveryPrice: isDelivery ? order.deliveryPrice : 0,
          discounts: order.discounts ?? [],
          total: order.total,
        }}
      />
    </SummarySection>
  );
}

/**
 * What anyone holding the link sees: never the name, phone, address, comment or lines; of the
 * payment, only an online one's state (whether the kitchen waits for it), not how the owner pays
 * the courier.
 */
function SharedSummary({ order }: { readonly order: SharedOrder }) {
  const { t } = useTranslation();
  const { payment, ...placement } = order;
  return (
    <SummarySection>
      <dl className="details">
        <OrderPlacement order={payment?.status ? order : placement} />
      </dl>
      <p className="hint">{t('tracker.shared-hint')}</p>
    </SummarySection>
  );
}

/** The owner passes the order on with its link, which shows the status and nothing personal. */
function ShareTracking({ order }: { readonly order: Order }) {
  const { t } = useTranslation();
  const language = useUnit($language);
  const path = localizePath(routePath('tracker', { id: trackerRouteId(order) }), language);
  return (
    <div className="tracker__share">
      <ShareButton
        title={t('orders.number', { id: order.orderId })}
        url={new URL(path, window.location.origin).href}
        label={t('tracker.share')}
      />
      <p className="hint">{t('tracker.share-hint')}</p>
    </div>
  );
}

/**
 * docs/product.md §2 /tracker/{id}: the order's progress, refreshed while it is on its way; its owner also
 * sees the summary and may share the link, anyone else holding the link sees the progress only.
 */
export function TrackerPage() {
  const { t } = useTranslation();
  const id = useUnit($routeId);
  if (id === null) {
    return (
      <Page title={t('tracker.title')} description={t('tracker.description')}>
        <Skeleton rows={5} />
      </Page>
    );
  }
  return <OrderTracker id={id} />;
}

/** The tracker of the order a route names. */
function OrderTracker({ id }: { readonly id: string }) {
  const { t } = useTranslation();
  const { found, valid, error, notFound, retry } = useOrder(id);
  // The order just placed with an online method opens its payment here, once.
  useGate(PaymentGate, { orderId: parseTrackerRouteId(id)?.orderId ?? 0 });
  // Paid on receipt or cancelled here: the heading tells the order's new state.
  const status = useRef<HTMLHeadingElement>(null);
  useFocusAfterRescue(found?.order, status);

  if (!valid || notFound) {
    return (
      <Page title={t('tracker.empty')}>
        <EmptyState
          title={t('tracker.empty')}
          text={t('tracker.empty-hint')}
          action={<TrackerLinks />}
        />
      </Page>
    );
  }
  if (!found) {
    return (
      <Page title={t('tracker.title')} description={t('tracker.description')}>
        {error ? <LoadFailed onRetry={retry} /> : <Skeleton rows={5} />}
      </Page>
    );
  }
  const { order } = found;
  const active = isOrderActive(order.statusCode);
  // Not cooked until paid: the payment stands where the kitchen's progress would.
  const awaitingPayment = isAwaitingPayment(order);
  return (
    <Page title={t('orders.number', { id: order.orderId })} description={t('tracker.description')}>
      <div className="tracker">
        <PaymentOutcome order={order} />
        <Section
          title={
            <>
              {t('tracker.status')}:{' '}
              <span className="tracker__status">
                {awaitingPayment
                  ? t('payment.status.awaiting')
                  : orderStatusName(t, order.statusCode)}
              </span>
            </>
          }
          className="tracker__progress"
          headingRef={status}
        >
          {awaitingPayment ? (
            <>
              <p className="tracker__promise">{t('payment.awaiting-hint')}</p>
              {found.view === 'owner' && (
                <>
                  <PayOrder order={found.order} />
                  <RescuePayment order={found.order} />
                </>
              )}
            </>
          ) : (
            <>
              {active && <OrderPromise order={order} />}
              <OrderTimeline order={order} />
            </>
          )}
          {active && <p className="hint">{t('tracker.live')}</p>}
          <TrackerCalls order={found.order} />
          {found.view === 'owner' && <CourierOnMap order={found.order} />}
          {found.view === 'owner' && !active && <RepeatOrderButton order={found.order} />}
          {found.view === 'owner' && <ShareTracking order={found.order} />}
        </Section>
        {found.view === 'owner' && <TrackerRating order={found.order} />}
        {found.view === 'owner' ? (
          <OrderSummary order={found.order} />
        ) : (
          <SharedSummary order={found.order} />
        )}
      </div>
      <TrackerLinks />
    </Page>
  );
}
