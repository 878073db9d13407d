import * as v from 'valibot';
import { OrderDraftSchema, type OrderDraft } from '@pizza-order-app/contract/orders-api';
import { PaymentMethodSchema, type PaymentMethod } from '@pizza-order-app/contract/payments';
import { CHANGE_FROM_MAX, coversTotal } from '@pizza-order-app/contract/cash-change';
import { fieldErrors, type IssueKeys } from '../../shared/lib/field-errors';
import { normalizeUzPhone } from '../../shared/lib/phone';

/** "As soon as possible" in the time choice; otherwise the chosen slot's ISO start. */
export const AS_SOON_AS_POSSIBLE = 'asap';

/**
 * The method an order goes with: the one chosen while it is offered, else, while none was chosen,
 * the first on offer. A chosen method that is no longer offered (another place, a draft kept from
 * before) is never swapped silently for another: none is chosen and `withdrawn` names it.
 */
export const resolvePaymentMethod = (
  chosen: PaymentMethod | null,
  offered: readonly PaymentMethod[],
): { readonly method: PaymentMethod | null; readonly withdrawn: PaymentMethod | null } => {
  if (chosen === null) return { method: offered[0] ?? null, withdrawn: null };
  return offered.includes(chosen)
    ? { method: chosen, withdrawn: null }
    : { method: null, withdrawn: chosen };
};

/**
 * What the customer types on the order page; kept for the tab until the order is placed. A null
 * name or phone is one not typed yet: the form shows the remembered contact instead.
 */
export const CheckoutDraftSchema = v.object({
  when: v.string(),
  name: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  /** Null until the customer chooses: the place's first method is taken. */
  paymentMethod: v.nullable(PaymentMethodSchema),
  comment: v.string(),
  /** The promo code the backend took (promo-code-model.ts); absent in drafts kept before it. */
  promoCode: v.optional(v.string()),
  /**
   * Cash: the sum to prepare change from, as typed or picked ("200 000"), `exact` for no change,
   * empty when not said; absent in drafts kept before it.
   */
  changeFrom: v.optional(v.string()),
});
export type CheckoutDraft = Readonly<v.InferOutput<typeof CheckoutDraftSchema>>;
export type CheckoutField = keyof CheckoutDraft;
/**
 * The form as shown and checked: the draft with the remembered contact filled in; the payment
 * method is settled against the place's methods (resolvePaymentMethod).
 */
export type CheckoutForm = {
  readonly [Field in Exclude<CheckoutField, 'paymentMethod'>]: NonNullable<CheckoutDraft[Field]>;
} & { readonly paymentMethod: PaymentMethod | null };

/** Name and phone, remembered on this device for the next order. */
export const ContactSchema = v.object({ name: v.string(), phone: v.string() });
export type Contact = Readonly<v.InferOutput<typeof ContactSchema>>;

export const EMPTY_CHECKOUT_DRAFT: CheckoutDraft = {
  when: AS_SOON_AS_POSSIBLE,
  name: null,
  phone: null,
  paymentMethod: null,
  comment: '',
};

/** Field → translation key of what is wrong with it. */
export type CheckoutErrors = Partial<Record<CheckoutField | 'cart' | 'address', string>>;

export type CheckedFields = Pick<
  OrderDraft,
  | 'customerName'
  | 'phone'
  | 'paymentMethod'
  | 'comment'
  | 'deliveryTime'
  | 'promoCode'
  | 'changeFrom'
>;

/** The fields of an order the form fills in, checked by the order's own schema. */
const CheckoutFieldsSchema = v.pick(OrderDraftSchema, [
  'customerName',
  'phone',
  'paymentMethod',
  'comment',
]);

const TOO_LONG = 'checkout.error.too-long';
const HIDDEN_CHARACTERS = 'form.error.hidden-characters';

/** What the form says for each issue of the contract's rules, by the order's field. */
const ISSUE_KEYS: Readonly<Record<keyof v.InferInput<typeof CheckoutFieldsSchema>, IssueKeys>> = {
  customerName: {
    tooLong: TOO_LONG,
    invisible: HIDDEN_CHARACTERS,
    other: 'checkout.error.name',
  },
  phone: { other: 'checkout.error.phone' },
  paymentMethod: { other: 'checkout.error.payment' },
  comment: { invisible: HIDDEN_CHARACTERS, other: TOO_LONG },
};

/** The times on offer when the order is sent: the slots, and whether "as soon as possible" is. */
export interface OnOffer {
  readonly offeredSlots: readonly string[];
  /** False once the kitchen cannot make an order before it closes (time-slots.ts, asapOffer). */
  readonly asapOffered: boolean;
}

/** "Without change" in the change field: the total itself. */
export const EXACT_CHANGE = 'exact';

/**
 * The sum to prepare change from, for cash only: nothing when not said, else the sum (the total
 * for "without change") or the key of what is wrong with it, by the one rule (cash-change.ts).
 */
export const checkChangeFrom = (
  { paymentMethod, changeFrom }: Pick<CheckoutForm, 'paymentMethod' | 'changeFrom'>,
  total: number,
): { changeFrom?: number; error?: string } => {
  const typed = changeFrom.trim();
  if (paymentMethod !== 'cash' || typed === '') return {};
  if (typed === EXACT_CHANGE) return { changeFrom: total };
  // Typed as people write sums: "200 000", "200000".
  if (!/^\d[\d\s]*$/.test(typed)) return { error: 'checkout.error.change-amount' };
  const amount = Number(typed.replace(/\s/g, ''));
  if (amount > CHANGE_FROM_MAX) return { error: 'checkout.error.change-amount' };
  if (!coversTotal(amount, total)) return { error: 'checkout.error.change-below-total' };
  return { changeFrom: amount };
};

/**
 * Checks the draft by the order's schema, against the times and methods on offer and, paying cash,
 * the sum to give change from against the total; either the fields of the order or the errors
 * to show next to them.
 */
export const validateCheckout = (
  draft: CheckoutForm,
  {
    offeredSlots,
    asapOffered,
    paymentMethods,
    expectedTotal,
  }: OnOffer & {
    /** The methods on offer (paymentMethodsOffered); none while they are not known. */
    readonly paymentMethods: readonly PaymentMethod[];
    readonly expectedTotal: number;
  },
): { fields: CheckedFields; errors?: never } | { fields?: never; errors: CheckoutErrors } => {
  const paymentMethod = resolvePaymentMethod(draft.paymentMethod, paymentMethods).method;
  const asap = draft.when === AS_SOON_AS_POSSIBLE;
  const timeError = asap
    ? asapOffered
      ? undefined
      : 'checkout.error.asap-too-late'
    : offeredSlots.includes(draft.when)
      ? undefined
      : 'checkout.error.slot-passed';
  const checked = v.safeParse(CheckoutFieldsSchema, {
    customerName: draft.name,
    // The form takes the number as people write it; the contract, as the APIs take it.
    phone: normalizeUzPhone(draft.phone) ?? draft.phone,
    paymentMethod,
    comment: draft.comment,
  });
  const change = checkChangeFrom({ paymentMethod, changeFrom: draft.changeFrom }, expectedTotal);
  if (!checked.success || timeError || change.error) {
    const { customerName: name, ...errors } = checked.success
      ? {}
      : fieldErrors(checked.issues, ISSUE_KEYS);
    return {
      errors: {
        ...errors,
        ...(name ? { name } : {}),
        ...(timeError ? { when: timeError } : {}),
        ...(change.error ? { changeFrom: change.error } : {}),
      },
    };
  }
  return {
    fields: {
      ...checked.output,
      deliveryTime: asap ? null : draft.when,
      ...(draft.promoCode ? { promoCode: draft.promoCode } : {}),
      ...(change.changeFrom === undefined ? {} : { changeFrom: change.changeFrom }),
    },
  };
};
