import { createGate } from 'effector-react';

/** The order page; the `order` route middleware of docs/product.md §2 acts when it opens. */
export const CheckoutGate = createGate();
