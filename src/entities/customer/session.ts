/** The name and phone checkout remembers after an order (docs/product.md §3 `checkout-contact`). */
export const REMEMBERED_CONTACT_KEY = 'checkout-contact';
