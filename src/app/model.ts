import { sample } from 'effector';
import { productsAdded, $cartCount } from '../entities/cart';
import { cartOpened } from '../features/cart';
import { repeatAddedToCart } from '../features/repeat-order';
import { appStarted } from '../shared/lib/lifecycle/model';
import { watchClockFx } from '../shared/lib/clock/model';
import { watchHistoryFx } from '../shared/lib/overlays/model';
import {
  closingConfirmationNeeded,
  hapticRequested,
  telegramLaunched,
} from '../shared/telegram/model';
import { telegramIdentityChangedFx } from '../shared/api/model';
import { toastShown } from '../shared/ui/toast/model';

sample({
  clock: appStarted,
  target: [watchClockFx, watchHistoryFx],
});

// A repeated order lands in the cart: show it, with the way to checkout (Telegram's MainButton).
sample({ clock: repeatAddedToCart, target: cartOpened });

// Telegram feel: a tap on add, a buzz on errors, and no accidental close with a full cart.
sample({ clock: productsAdded, fn: () => 'added' as const, target: hapticRequested });
sample({
  clock: toastShown,
  filter: ({ tone }) => tone === 'error',
  fn: () => 'error' as const,
  target: hapticRequested,
});
sample({
  clock: [$cartCount, telegramLaunched],
  source: $cartCount,
  fn: (count) => count > 0,
  target: closingConfirmationNeeded,
});

// The API clients sign their requests with the launch's init data, for the edge to verify.
sample({
  clock: telegramLaunched,
  fn: ({ launch }) => launch.initDataRaw,
  target: telegramIdentityChangedFx,
});

export { appStarted };
