import { createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import { productAdded, type ProductAddition } from '../../entities/cart';
import { productClosed } from './dialog-model';

/** docs/product.md §4/§9: adding to the cart takes 500 ms, shown as progress. */
export const ADD_TO_CART_DELAY_MS = 500;

export const addToCartPressed = createEvent<ProductAddition>();

export const $isAdding = createStore(false);

/** A press while one is in progress is ignored, so a double tap adds once. */
const additionStarted = sample({
  clock: addToCartPressed,
  filter: $isAdding.map((adding) => !adding),
});
const additionDelayed = delay(additionStarted, ADD_TO_CART_DELAY_MS);

sample({ clock: additionDelayed, target: productAdded });
// The dialog closes once the addition has landed in the cart.
sample({ clock: additionDelayed, target: productClosed });

$isAdding.on(additionStarted, () => true).on(additionDelayed, () => false);
