/**
 * Fiscal receipts (docs/api.md, "Fiscal receipts"): Uzbekistan fiscalises every online payment.
 * The chain's backend carries each dish's and modifier's codes in the menu, answers Payme the
 * receipt of an order (CheckPerformTransaction's `detail`, the same `receipt` in a Telegram
 * invoice's `provider_data`), and the customer gets the tax office's receipt link once a provider
 * sends it back (Payme's SetFiscalData).
 */
import * as v from 'valibot';

/** A dish's or a modifier's codes as the chain registered them in the tax office's catalogue. */
export const FiscalCodesSchema = v.object({
  /** The ИКПУ (MXIK) of the goods: 17 digits. */
  code: v.pipe(v.string(), v.regex(/^\d{17}$/, 'must be 17 digits')),
  /** The code of its unit of sale (a piece, a portion) in the same catalogue. */
  packageCode: v.pipe(v.string(), v.regex(/^\d{1,20}$/, 'must be digits')),
  /** Whole percent, 0 for goods without VAT. */
  vatPercent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
});
export type FiscalCodes = v.InferOutput<typeof FiscalCodesSchema>;

const Tiyin = v.pipe(v.number(), v.integer(), v.minValue(0));
const Title = v.pipe(v.string(), v.minLength(1), v.maxLength(256));

/**
 * Payme's receipt, in tiyin: each item's price per unit, its count and, where the total had one,
 * the discount of the whole item (all its units); the delivery as `shipping`. It adds up to the
 * amount charged (`receiptTotal`).
 */
export const FiscalReceiptSchema = v.strictObject({
  /** 0: a sale. */
  receipt_type: v.literal(0),
  items: v.pipe(
    v.array(
      v.strictObject({
        title: Title,
        price: Tiyin,
        count: v.pipe(v.number(), v.integer(), v.minValue(1)),
        code: FiscalCodesSchema.entries.code,
        package_code: FiscalCodesSchema.entries.packageCode,
        vat_percent: FiscalCodesSchema.entries.vatPercent,
        discount: v.optional(Tiyin),
      }),
    ),
    v.minLength(1),
    v.maxLength(300),
  ),
  shipping: v.optional(v.strictObject({ title: Title, price: Tiyin })),
});
export type FiscalReceipt = v.InferOutput<typeof FiscalReceiptSchema>;

/** What a receipt charges, in tiyin: the items less their discounts, and the delivery. */
export const receiptTotal = ({ items, shipping }: FiscalReceipt) =>
  items.reduce(
    (sum, { price, count, discount = 0 }) => sum + price * count - discount,
    shipping?.price ?? 0,
  );

/**
 * The tax office's page of a receipt, as the customer may open it: an https address only (the
 * backend bounds its length where it takes it).
 */
export const ReceiptUrlSchema = v.pipe(
  v.string(),
  v.url(),
  v.regex(/^https:\/\//, 'must be https'),
);
