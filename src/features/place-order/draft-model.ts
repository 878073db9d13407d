import { createEvent, createStore } from 'effector';
import { EMPTY_CHECKOUT_DRAFT, type CheckoutDraft, type CheckoutField } from './checkout-draft';

export const checkoutFieldChanged = createEvent<{ field: CheckoutField; value: string }>();

/**
 * What the customer typed on the order page (checkout-draft.ts): form-model checks it, and the
 * price model reads its promo code, so it lives apart from both.
 */
export const $checkoutDraft = createStore<CheckoutDraft>(EMPTY_CHECKOUT_DRAFT).on(
  checkoutFieldChanged,
  (draft, { field, value }) => ({ ...draft, [field]: value }),
);
