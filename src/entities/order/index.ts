export { CustomerOrders } from './customer-orders';
export { useCardStatus } from './order-card';
export { orderStatusName } from './order-status';
export { OrderTimeline } from './order-timeline';
export { useCustomer, useOrder, useOrders } from './use-orders';
export { parseTrackerRouteId, trackerRouteId } from './tracker-id';
