import { createEvent } from 'effector';

/**
 * Dishes of an earlier order went back into the cart. A module of its own so that the app can show
 * the cart on it without every page loading the repeat's code.
 */
export const repeatAddedToCart = createEvent();
