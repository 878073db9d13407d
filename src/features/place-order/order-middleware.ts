import { combine, createEvent, createStore, sample } from 'effector';
import { $cartCount } from '../../entities/cart';
import { $hasLocation } from '../../entities/location';
import { ROUTES } from '@pizza-order-app/contract/config/routes';
import { toastShown } from '../../shared/ui/toast/model';

export type CheckoutBlocker = 'empty-cart' | 'no-location';

/** docs/product.md §2 `order` middleware: what keeps the visitor from the order page, if anything. */
export const $checkoutBlocker = combine(
  $cartCount,
  $hasLocation,
  (count, hasLocation): CheckoutBlocker | null => {
    if (count === 0) return 'empty-cart';
    if (!hasLocation) return 'no-location';
    return null;
  },
);

/** The visitor was sent from the order page back to the menu. */
export const checkoutRefused = createEvent<CheckoutBlocker>();

/** A visit starts at the order page: the app asks before its first render. */
export const orderPageRequested = createEvent();

/** The visitor left the order page. */
export const orderPageLeft = createEvent();

/** Where the middleware sent the last visitor who asked for the order page; null to let them in. */
export const $orderDetour = createStore<string | null>(null).reset(orderPageLeft);

sample({
  clock: orderPageRequested,
  source: $checkoutBlocker,
  filter: (blocker) => blocker !== null,
  fn: (blocker): CheckoutBlocker => blocker ?? 'empty-cart',
  target: checkoutRefused,
});

sample({
  clock: orderPageRequested,
  source: $checkoutBlocker,
  fn: (blocker) => (blocker ? ROUTES.menu : null),
  target: $orderDetour,
});

sample({
  clock: checkoutRefused,
  fn: (blocker) => ({ tone: 'info' as const, title: { key: `cart.blocked.${blocker}` } }),
  target: toastShown,
});

// A cart emptied on the order page (its last line removed) leaves the page for the menu; a place
// dropped there is chosen again in place, so the customer keeps what they typed.
const $onOrderPage = createStore(false)
  .on(orderPageRequested, () => true)
  .reset(orderPageLeft);

sample({
  clock: $checkoutBlocker.updates,
  source: { onOrderPage: $onOrderPage, detour: $orderDetour },
  filter: ({ onOrderPage, detour }, blocker) =>
    onOrderPage && detour === null && blocker === 'empty-cart',
  fn: () => ROUTES.menu,
  target: $orderDetour,
});
