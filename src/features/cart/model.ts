import { createEvent, createStore } from 'effector';

export const cartOpened = createEvent();
export const cartClosed = createEvent();

export const $isCartOpen = createStore(false)
  .on(cartOpened, () => true)
  .on(cartClosed, () => false);

export const $wasCartOpened = createStore(false).on(cartOpened, () => true);
