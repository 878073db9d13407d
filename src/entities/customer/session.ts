import { createEvent, createStore, sample } from 'effector';
import { $customerId } from './model';

/**
 * What changes who this device's customer is, apart from the first load: the screens that sign
 * in or verify a phone load it with their code.
 */

/** The name and phone checkout remembers after an order (docs/product.md §3 `checkout-contact`). */
export const REMEMBERED_CONTACT_KEY = 'checkout-contact';

/**
 * The customer signed out on this device: what names them (their id, remembered contact, saved
 * addresses) goes; the cart and the checkout draft stay.
 */
export const customerSignedOut = createEvent();
sample({ clock: customerSignedOut, target: $customerId.reinit });

/**
 * The edge now knows this customer otherwise (signed in or out, a Telegram contact verified):
 * reads of who they are are asked again.
 */
export const customerIdentityChanged = createEvent();
export const $identityChanges = createStore(0).on(customerIdentityChanged, (count) => count + 1);
