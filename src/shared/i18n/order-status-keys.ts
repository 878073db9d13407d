import { ORDER_STATUS } from '../contract/orders-api';

/**
 * Message keys of the documented status codes; the one place status names come from, for the
 * app's screens and the bot's order news alike. An unknown code reads as `order-status.unknown`.
 */
export const ORDER_STATUS_KEYS: Readonly<Record<number, string>> = {
  [ORDER_STATUS.accepted]: 'order-status.accepted',
  [ORDER_STATUS.cooking]: 'order-status.cooking',
  [ORDER_STATUS.baking]: 'order-status.baking',
  [ORDER_STATUS.onTheWay]: 'order-status.on-the-way',
  [ORDER_STATUS.readyForPickup]: 'order-status.ready-for-pickup',
  [ORDER_STATUS.completed]: 'order-status.completed',
  [ORDER_STATUS.cancelled]: 'order-status.cancelled',
};

export const UNKNOWN_ORDER_STATUS_KEY = 'order-status.unknown';
