import { ORDER_STATUS } from '../orders-api';

/**
 * Message keys of the documented status codes; the one place status names come from, for the
 * app's screens and the bot's order news alike. An unknown code reads as `statuses.unknown`.
 */
export const ORDER_STATUS_KEYS: Readonly<Record<number, string>> = {
  [ORDER_STATUS.accepted]: 'statuses.accepted',
  [ORDER_STATUS.cooking]: 'statuses.cooking',
  [ORDER_STATUS.baking]: 'statuses.baking',
  [ORDER_STATUS.onTheWay]: 'statuses.on-the-way',
  [ORDER_STATUS.readyForPickup]: 'statuses.ready-for-pickup',
  [ORDER_STATUS.completed]: 'statuses.completed',
  [ORDER_STATUS.cancelled]: 'statuses.cancelled',
};

export const UNKNOWN_ORDER_STATUS_KEY = 'statuses.unknown';
