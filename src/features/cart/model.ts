import { createEvent, createStore, sample } from 'effector';
import {
  $overlays,
  overlayClosed,
  overlayOpened,
  overlaysLeft,
} from '../../shared/lib/overlays/model';

const CART = 'cart';

export const cartOpened = createEvent();
export const cartClosed = createEvent();
/** "Go to checkout": the sheet closes and checkout takes its history entry. */
export const checkoutChosen = createEvent();

sample({ clock: cartOpened, fn: () => ({ name: CART }), target: overlayOpened });
sample({ clock: cartClosed, fn: () => CART, target: overlayClosed });
sample({ clock: checkoutChosen, target: overlaysLeft });

export const $isCartOpen = $overlays.map((overlays) => overlays.some(({ name }) => name === CART));

export const $wasCartOpened = createStore(false).on($isCartOpen, (was, open) => was || open);
