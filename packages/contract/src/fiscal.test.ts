import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FiscalCodesSchema, FiscalReceiptSchema, ReceiptUrlSchema, receiptTotal } from './fiscal';
import { ProductSchema } from './main-api';

const CODES = { code: '10899001001000000', packageCode: '1501005', vatPercent: 12 };

const product = {
  id: 101,
  parentId: 1,
  name: 'Маргарита',
  description: '',
  price: 59000,
  imageUrl: '/m.svg',
  tags: [],
  modifiers: [
    {
      id: 1002,
      name: 'Моцарелла',
      isRequired: false,
      isDefault: false,
      price: 12000,
      maxOneDish: 3,
      imageUrl: '/c.svg',
      fiscal: CODES,
    },
  ],
};

describe('fiscal codes', () => {
  it('are a 17-digit ИКПУ, a package code and a whole VAT percent', () => {
    expect(v.is(FiscalCodesSchema, CODES)).toBe(true);
    for (const code of ['1089900100100000', '108990010010000000', '1089900100100000A'])
      expect(v.is(FiscalCodesSchema, { ...CODES, code })).toBe(false);
    expect(v.is(FiscalCodesSchema, { ...CODES, packageCode: 'piece' })).toBe(false);
    expect(v.is(FiscalCodesSchema, { ...CODES, vatPercent: 12.5 })).toBe(false);
  });

  it('come with a menu’s products and modifiers, and a menu without them still parses', () => {
    const parsed = v.parse(ProductSchema, { ...product, fiscal: CODES });
    expect(v.parse(FiscalCodesSchema, parsed.fiscal)).toEqual(CODES);
    expect(v.parse(FiscalCodesSchema, parsed.modifiers[0]?.fiscal)).toEqual(CODES);
    const old = v.parse(ProductSchema, {
      ...product,
      modifiers: product.modifiers.map(({ fiscal: _codes, ...modifier }) => modifier),
    });
    expect(old.fiscal).toBeUndefined();
    expect(old.modifiers[0]?.fiscal).toBeUndefined();
  });
});

describe('a receipt', () => {
  const receipt = v.parse(FiscalReceiptSchema, {
    receipt_type: 0,
    items: [
      {
        title: 'Маргарита',
        price: 5_900_000,
        count: 2,
        code: CODES.code,
        package_code: CODES.packageCode,
        vat_percent: 12,
        discount: 1_770_000,
      },
    ],
    shipping: { title: 'Доставка', price: 1_200_000 },
  });

  it('charges each item’s units less the item’s discount, and the delivery', () => {
    expect(receiptTotal(receipt)).toBe(2 * 5_900_000 - 1_770_000 + 1_200_000);
  });

  it('is a sale with at least one item, in whole tiyin', () => {
    expect(v.is(FiscalReceiptSchema, { ...receipt, receipt_type: 1 })).toBe(false);
    expect(v.is(FiscalReceiptSchema, { ...receipt, items: [] })).toBe(false);
    const [item] = receipt.items;
    expect(v.is(FiscalReceiptSchema, { ...receipt, items: [{ ...item, price: 0.5 }] })).toBe(false);
  });
});

describe('a receipt link', () => {
  it('is an https address, never another scheme', () => {
    expect(v.is(ReceiptUrlSchema, 'https://ofd.soliq.uz/epi?t=EP1&r=2')).toBe(true);
    for (const url of ['http://ofd.soliq.uz/epi', 'javascript:alert(1)', 'ofd.soliq.uz'])
      expect(v.is(ReceiptUrlSchema, url)).toBe(false);
  });
});
