import * as v from 'valibot';
import { ORDER_LIMITS } from '../../shared/contract/limits';
import {
  PaymentMethodSchema,
  type OrderDraft,
  type PaymentMethod,
} from '../../shared/contract/orders-api';
import { normalizeUzPhone } from '../../shared/lib/phone';

/** "As soon as possible" in the time choice; otherwise the chosen slot's ISO start. */
export const AS_SOON_AS_POSSIBLE = 'asap';

/**
 * How each payment method is settled. Both methods today are paid to the courier; a payment
 * provider adds a method settled `online`, and the placement then hands over to its checkout.
 */
export const PAYMENT_METHODS: readonly { method: PaymentMethod; settlement: 'courier' }[] = [
  { method: 'cash', settlement: 'courier' },
  { method: 'card', settlement: 'courier' },
];

/**
 * What the customer types on the order page; kept for the tab until the order is placed. A null
 * name or phone is one not typed yet: the form shows the remembered contact instead.
 */
export const CheckoutDraftSchema = v.object({
  when: v.string(),
  name: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  paymentMethod: PaymentMethodSchema,
  comment: v.string(),
  /** The promo code the backend took (promo-code-model.ts); absent in drafts kept before it. */
  promoCode: v.optional(v.string()),
});
export type CheckoutDraft = Readonly<v.InferOutput<typeof CheckoutDraftSchema>>;
export type CheckoutField = keyof CheckoutDraft;
/** The form as shown and checked: the draft with the remembered contact filled in. */
export type CheckoutForm = { readonly [Field in CheckoutField]: NonNullable<CheckoutDraft[Field]> };

/** Name and phone, remembered on this device for the next order. */
export const ContactSchema = v.object({ name: v.string(), phone: v.string() });
export type Contact = Readonly<v.InferOutput<typeof ContactSchema>>;

export const EMPTY_CHECKOUT_DRAFT: CheckoutDraft = {
  when: AS_SOON_AS_POSSIBLE,
  name: null,
  phone: null,
  paymentMethod: 'cash',
  comment: '',
};

/** Field → translation key of what is wrong with it. */
export type CheckoutErrors = Partial<Record<CheckoutField | 'cart', string>>;

export type CheckedFields = Pick<
  OrderDraft,
  'customerName' | 'phone' | 'paymentMethod' | 'comment' | 'deliveryTime' | 'promoCode'
>;

/**
 * Checks the draft against the slots still on offer; either the fields of the order or the errors
 * to show next to them.
 */
export const validateCheckout = (
  draft: CheckoutForm,
  offeredSlots: readonly string[],
): { fields: CheckedFields; errors?: never } | { fields?: never; errors: CheckoutErrors } => {
  const errors: CheckoutErrors = {};
  const customerName = draft.name.trim();
  if (customerName.length < ORDER_LIMITS.customerName.min) errors.name = 'checkout.error.name';
  else if (customerName.length > ORDER_LIMITS.customerName.max)
    errors.name = 'checkout.error.too-long';
  const phone = normalizeUzPhone(draft.phone);
  if (!phone) errors.phone = 'checkout.error.phone';
  const asap = draft.when === AS_SOON_AS_POSSIBLE;
  if (!asap && !offeredSlots.includes(draft.when)) errors.when = 'checkout.error.slot-passed';
  if (draft.comment.length > ORDER_LIMITS.comment) errors.comment = 'checkout.error.too-long';
  if (!PAYMENT_METHODS.some(({ method }) => method === draft.paymentMethod))
    errors.paymentMethod = 'checkout.error.payment';
  if (Object.keys(errors).length > 0 || !phone) return { errors };
  return {
    fields: {
      customerName,
      phone,
      paymentMethod: draft.paymentMethod,
      comment: draft.comment.trim(),
      deliveryTime: asap ? null : draft.when,
      ...(draft.promoCode ? { promoCode: draft.promoCode } : {}),
    },
  };
};
