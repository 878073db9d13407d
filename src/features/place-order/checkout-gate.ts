import { createGate } from 'effector-react';

/**
 * The order page: its model reads what it decides with while it is open, and the `order` route
 * middleware of docs/product.md §2 acts when it opens.
 */
export const CheckoutGate = createGate();
