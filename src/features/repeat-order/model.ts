import { createEvent, createStore, sample } from 'effector';
import { productsAdded } from '../../entities/cart';
import type { Menu } from '@pizza-order-app/contract/main-api';
import type { Order } from '@pizza-order-app/contract/orders-api';
import { planRepeat } from './plan-repeat';
import { repeatAddedToCart } from './repeat-added-to-cart';

export interface RepeatRequest {
  readonly order: Order;
  /** The menu of the current location, when one is chosen: it decides what is still cooked. */
  readonly menu: Menu | undefined;
}

export interface RepeatOutcome {
  readonly orderId: number;
  readonly added: number;
  readonly unavailable: readonly string[];
}

export const orderRepeated = createEvent<RepeatRequest>();

/** The last repeat, shown next to the order it came from. */
export const $lastRepeat = createStore<RepeatOutcome | null>(null);

const planned = sample({
  clock: orderRepeated,
  fn: ({ order, menu }) => ({ orderId: order.orderId, ...planRepeat(order, menu) }),
});

const refilled = sample({ clock: planned, filter: ({ additions }) => additions.length > 0 });
sample({ clock: refilled, fn: ({ additions }) => additions, target: productsAdded });
sample({ clock: refilled, target: repeatAddedToCart });

sample({
  clock: planned,
  fn: ({ orderId, additions, unavailable }) => ({
    orderId,
    added: additions.reduce((sum, { amount = 1 }) => sum + amount, 0),
    unavailable,
  }),
  target: $lastRepeat,
});
