import { createGate } from 'effector-react';

/**
 * The order page, with the restaurant of the menu it shows once that is read; the `order` route
 * middleware of docs/product.md §2 acts when it opens.
 */
export const CheckoutGate = createGate<{ readonly restaurantId?: number }>();
