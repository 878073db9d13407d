/**
 * An order's fiscal receipt (docs/api.md, "Fiscal receipts"), in tiyin, as Payme takes it in
 * CheckPerformTransaction's `detail` and a Telegram invoice's `provider_data`: the dishes and the
 * extras with their codes, each line's discount, the delivery, adding up to the order's total.
 */
import { compositeName } from '@pizza-order-app/contract';
import {
  receiptTotal,
  type FiscalCodes,
  type FiscalReceipt,
} from '@pizza-order-app/contract/fiscal';
import { findProduct, PROMOTIONS } from '../catalog';
import type { Language } from '../context';
import { message } from '../messages';
import type { StoredLine, StoredOrder } from '../order-rules';
import { toTiyin } from './handover';

type Item = FiscalReceipt['items'][number];

/** One thing the receipt sells before its discount: tiyin per unit. */
interface Piece {
  readonly title: string;
  readonly price: number;
  readonly count: number;
  readonly codes: FiscalCodes | undefined;
}

/**
 * Splits `total` tiyin by `weights`, each share rounded down and what is left to the first: the
 * shares add up to the total exactly.
 */
const split = (total: number, weights: readonly number[]) => {
  const sum = weights.reduce((all, weight) => all + weight, 0);
  const shares = weights.map((weight) => (sum > 0 ? Math.floor((total * weight) / sum) : 0));
  shares[0] = (shares[0] ?? 0) + total - shares.reduce((all, share) => all + share, 0);
  return shares;
};

/**
 * A line's pieces: an extra with codes of its own is an item, one without is priced into the
 * dish (a size, a crust). A dish with codes is one item; a composite one without (a combo) is
 * one item per part, under the part's own codes, the dish's price shared by the parts' menu prices.
 */
const piecesOf = (line: StoredLine, language: Language): Piece[] => {
  const product = findProduct(line.productId);
  const extras: Piece[] = [];
  let dishPrice = toTiyin(line.price);
  for (const chosen of line.modifiers) {
    if (chosen.price === 0) continue;
    const modifier = product?.modifiers.find(({ id }) => id === chosen.id);
    if (modifier?.fiscal)
      extras.push({
        title: modifier.name[language],
        price: toTiyin(chosen.price),
        count: chosen.count * line.amount,
        codes: modifier.fiscal,
      });
    else dishPrice += toTiyin(chosen.price * chosen.count);
  }
  const name = product?.name[language] ?? `#${line.productId}`;
  const parts = (line.parts ?? []).map((id) => findProduct(id));
  if (product?.fiscal || !product?.composition || parts.length === 0) {
    const title =
      product?.composition && line.parts
        ? compositeName(
            product.composition.kind,
            name,
            parts.map((part, at) => part?.name[language] ?? `#${line.parts?.[at]}`),
          )
        : name;
    return [{ title, price: dishPrice, count: line.amount, codes: product?.fiscal }, ...extras];
  }
  const shares = split(
    dishPrice,
    parts.map((part) => part?.price ?? 0),
  );
  const dishParts = parts.map((part, at) => ({
    title: `${name}: ${part?.name[language] ?? `#${line.parts?.[at]}`}`,
    price: shares[at] ?? 0,
    count: line.amount,
    codes: part?.fiscal,
  }));
  return [...dishParts, ...extras];
};

/** The line's items, its discount shared by what each piece costs. */
const itemsOf = (line: StoredLine, language: Language): Item[] | null => {
  const pieces = piecesOf(line, language);
  const discounts = split(
    toTiyin(line.discount ?? 0),
    pieces.map(({ price, count }) => price * count),
  );
  const items: Item[] = [];
  for (const [at, { title, price, count, codes }] of pieces.entries()) {
    if (!codes) return null;
    const discount = discounts[at] ?? 0;
    items.push({
      title,
      price,
      count,
      code: codes.code,
      package_code: codes.packageCode,
      vat_percent: codes.vatPercent,
      ...(discount > 0 ? { discount } : {}),
    });
  }
  return items;
};

/** The delivery as the total had it: its price less a free-delivery offer, named in the title. */
const shippingOf = (stored: StoredOrder, language: Language) => {
  if (stored.draft.orderTypeId !== 0) return undefined;
  const offers = (stored.discounts ?? []).filter(({ appliesTo }) => appliesTo === 'delivery');
  const delivery = message('invoiceDelivery', language);
  const titles = offers.map(
    ({ promotionId }) => PROMOTIONS.find(({ id }) => id === promotionId)?.title[language],
  );
  return {
    title: [delivery, ...titles.filter((title) => title !== undefined)].join(': '),
    price: toTiyin(stored.deliveryPrice - offers.reduce((sum, { amount }) => sum + amount, 0)),
  };
};

/**
 * The order's receipt, or null when it cannot be made exactly: a dish or an extra without codes
 * (a menu without them), or an order stored before its lines kept their discounts. Never a receipt
 * that does not add up to the total charged.
 */
export const receiptOf = (stored: StoredOrder, language: Language): FiscalReceipt | null => {
  const lines = stored.lines.map((line) => itemsOf(line, language));
  if (lines.some((items) => items === null)) return null;
  const shipping = shippingOf(stored, language);
  const receipt: FiscalReceipt = {
    receipt_type: 0,
    items: lines.flatMap((items) => items ?? []),
    ...(shipping ? { shipping } : {}),
  };
  return receipt.items.length > 0 && receiptTotal(receipt) === toTiyin(stored.total)
    ? receipt
    : null;
};
