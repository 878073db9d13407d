import { useUnit } from 'effector-react';
import { useEffect, useEffectEvent } from 'react';
import { $customerId, storedCustomerIdRefused } from '../customer';
import { useMainQuery } from '../../shared/api/use-api-query';
import {
  customerCall,
  isOrderActive,
  ORDER_PAGE_SIZE,
  orderCall,
  ordersCall,
  type Order,
} from '@pizza-order-app/contract/orders-api';
import { isAwaitingPayment } from './payment';
import { parseTrackerRouteId } from './tracker-id';

/** How often an order on its way is asked for again. */
const ORDER_REFRESH_MS = 10_000;

/** Still changing by itself: on its way, or waiting for its online payment. */
const isMoving = (order: Pick<Order, 'statusCode' | 'payment'>) =>
  isOrderActive(order.statusCode) || isAwaitingPayment(order);

/**
 * One order for the tracker, polled while it is active or awaiting payment and left alone once it
 * is final: the whole order for its owner, the shared view for anyone holding its link. Read
 * again when the page comes back (SWR reads on focus; a page the browser kept on going to a
 * payment provider's page comes back with `pageshow`).
 */
export const useOrder = (routeId: string) => {
  const target = parseTrackerRouteId(routeId);
  const { data, ...rest } = useMainQuery(
    orderCall,
    { query: target ?? { orderId: 0 } },
    {
      enabled: target !== null,
      refreshInterval: (latest) => (latest && !isMoving(latest.order) ? 0 : ORDER_REFRESH_MS),
    },
  );
  const reread = useEffectEvent(rest.retry);
  useEffect(() => {
    const cameBack = (event: PageTransitionEvent) => {
      if (event.persisted) reread();
    };
    window.addEventListener('pageshow', cameBack);
    return () => window.removeEventListener('pageshow', cameBack);
  }, []);
  return { found: data, valid: target !== null, ...rest };
};

/**
 * The stored customer id is a hint: when the server says it is not the caller's (a stale id, a
 * link from someone else), it is forgotten quietly and the screen shows the signed-out state.
 */
const useForgetRefusedCustomerId = (refused: boolean) => {
  const forget = useUnit(storedCustomerIdRefused);
  useEffect(() => {
    if (refused) forget();
  }, [refused, forget]);
};

interface OrdersPage {
  /** Which page of ORDER_PAGE_SIZE orders, from 0. */
  readonly page: number;
  readonly onlyActive?: boolean;
}

/**
 * A page of the customer's orders (docs/product.md §7 delivery/List), asked for only when a customer id
 * exists (docs/product.md §5). A page holding active orders is polled, so they reach the history when done.
 */
export const useOrders = ({ page, onlyActive }: OrdersPage) => {
  const customerId = useUnit($customerId);
  const { data, ...rest } = useMainQuery(
    ordersCall,
    {
      query: {
        customerId,
        skip: page * ORDER_PAGE_SIZE,
        take: ORDER_PAGE_SIZE,
        ...(onlyActive ? { onlyActive: 'true' as const } : {}),
      },
    },
    {
      enabled: customerId > 0,
      refreshInterval: (latest) => (latest?.orders.some(isMoving) ? ORDER_REFRESH_MS : 0),
    },
  );
  useForgetRefusedCustomerId(rest.forbidden);
  return { orders: data?.orders, total: data?.total, ...rest };
};

/** Who the stored customer id belongs to. */
export const useCustomer = () => {
  const customerId = useUnit($customerId);
  const { data, ...rest } = useMainQuery(
    customerCall,
    { query: { customerId } },
    { enabled: customerId > 0 },
  );
  useForgetRefusedCustomerId(rest.forbidden);
  return { customer: data?.customer, customerId, ...rest };
};
