import { combine, createEvent, sample, scopeBind, type Scope } from 'effector';
import { $cartCount } from '../../entities/cart/model';
import { $hasLocation } from '../../entities/location/model';
import { ROUTES } from '../../shared/config/routes';
import { toastShown } from '../../shared/ui/toast/model';

export type CheckoutBlocker = 'empty-cart' | 'no-location';

/** Spec §2 `order` middleware: what keeps the visitor from the order page, if anything. */
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

sample({
  clock: checkoutRefused,
  fn: (blocker) => ({ tone: 'info' as const, title: { key: `cart.blocked.${blocker}` } }),
  target: toastShown,
});

/**
 * The middleware as the app runs it before its first render, so a visitor who cannot check out
 * lands on the menu at once: where to go instead of the order page, or null to stay.
 */
export const runOrderMiddleware = (scope: Scope) => {
  const blocker = scope.getState($checkoutBlocker);
  if (!blocker) return null;
  // Not allSettled: that would wait out the toast's whole lifetime before the first render.
  scopeBind(checkoutRefused, { scope })(blocker);
  return ROUTES.menu;
};
