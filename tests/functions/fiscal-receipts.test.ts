import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { paymentHandoverOf } from '../../functions/reference-backend/payments/handover';
import { PRODUCTS } from '../../functions/reference-backend/seed/menu';
import { orderCall, type OrderProduct } from '@pizza-order-app/contract';
import {
  FiscalReceiptSchema,
  receiptTotal,
  type FiscalReceipt,
} from '@pizza-order-app/contract/fiscal';
import { call } from './backend-support';
import { botCalls } from './bot-support';
import { newTransactionId, placeAwaiting, rpc } from './payments-support';
import { mainBearer, testEnv } from './support';

/** Fiscal receipts: the receipt Payme fiscalises, and the one it sends back (SetFiscalData). */

const product = (id: number) => {
  const found = PRODUCTS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`the seed menu needs product ${id}`);
  return found;
};

const MARGHERITA = product(101);
const PEPPERONI = product(102);
const HALVES = product(113);
const COMBO_DUO = product(201);
const FANTA = product(702);
const SIZE_25 = 1101;
const SIZE_30 = 1102;
const TRADITIONAL = 1201;
const EXTRA_CHEESE = 1002;

const PIZZA_CODE = '10899001001000000';
const EXTRA_CODE = '10899009001000000';
const DRINK_CODE = '11099001001000000';

const detailOf = async (order: { orderId: number; total: number }) => {
  const { result, error } = await rpc('CheckPerformTransaction', {
    amount: order.total * 100,
    account: { order_id: String(order.orderId) },
  });
  expect(error).toBeUndefined();
  expect(result?.allow).toBe(true);
  return v.parse(FiscalReceiptSchema, result?.detail);
};

const placePayme = (products: OrderProduct[], promoCode?: string) =>
  placeAwaiting('payme', {
    order: { products, ...(promoCode ? { promoCode } : {}) },
    language: 'en',
  });

describe('CheckPerformTransaction’s detail', () => {
  it('adds up to the amount for a line with extras, a discount and delivery', async () => {
    // 2 × (Margherita 59 000 + 30 cm 20 000 + 2 × extra mozzarella 12 000) = 206 000 would make
    // delivery free: one pizza keeps it charged.
    const order = await placePayme(
      [
        {
          id: MARGHERITA.id,
          amount: 1,
          modifiers: [
            { id: SIZE_30, count: 1 },
            { id: TRADITIONAL, count: 1 },
            { id: EXTRA_CHEESE, count: 1 },
          ],
        },
      ],
      'PIZZA15',
    );
    const detail = await detailOf(order);
    // 91 000 less 15 % (13 650), and the delivery's 12 000.
    expect(order.total).toBe(91_000 - 13_650 + 12_000);
    expect(receiptTotal(detail)).toBe(order.total * 100);
    expect(detail).toEqual({
      receipt_type: 0,
      items: [
        {
          // The size is the pizza's: its price is in the dish's.
          title: 'Margherita',
          price: 7_900_000,
          count: 1,
          code: PIZZA_CODE,
          package_code: '1501005',
          vat_percent: 12,
          discount: 1_185_000,
        },
        {
          title: 'Extra mozzarella',
          price: 1_200_000,
          count: 1,
          code: EXTRA_CODE,
          package_code: '1501005',
          vat_percent: 12,
          discount: 180_000,
        },
      ],
      shipping: { title: 'Delivery', price: 1_200_000 },
    } satisfies FiscalReceipt);
  });

  it('gives a half-and-half its own code, lists a combo’s parts under theirs, and shows free delivery at 0', async () => {
    const order = await placePayme([
      {
        id: HALVES.id,
        amount: 2,
        modifiers: [
          { id: SIZE_25, count: 1 },
          { id: TRADITIONAL, count: 1 },
          { id: EXTRA_CHEESE, count: 2 },
        ],
        parts: [PEPPERONI.id, MARGHERITA.id],
      },
      {
        id: COMBO_DUO.id,
        amount: 1,
        modifiers: [],
        parts: [PEPPERONI.id, MARGHERITA.id, FANTA.id],
      },
    ]);
    const detail = await detailOf(order);
    expect(receiptTotal(detail)).toBe(order.total * 100);
    const [halves, cheese, ...combo] = detail.items;
    expect(halves).toMatchObject({ code: PIZZA_CODE, count: 2 });
    expect(halves?.title).toContain('Pepperoni');
    expect(cheese).toMatchObject({ code: EXTRA_CODE, count: 4, price: 1_200_000 });
    expect(combo.map(({ code }) => code)).toEqual([PIZZA_CODE, PIZZA_CODE, DRINK_CODE]);
    expect(combo.map(({ title }) => title)).toEqual([
      `${COMBO_DUO.name.en}: Pepperoni`,
      `${COMBO_DUO.name.en}: Margherita`,
      `${COMBO_DUO.name.en}: ${FANTA.name.en}`,
    ]);
    // The combo's own price shared by its parts: nothing surcharged for these.
    expect(combo.reduce((sum, { price }) => sum + price, 0)).toBe(COMBO_DUO.price * 100);
    expect(detail.items.every(({ discount }) => discount === undefined)).toBe(true);
    // The dishes pass the free-delivery threshold: delivery is on the receipt, free.
    expect(detail.shipping?.price).toBe(0);
    expect(detail.shipping?.title).toMatch(/^Delivery: /);
  });

  it('has no shipping for an order picked up', async () => {
    const order = await placeAwaiting('payme', { order: { orderTypeId: 200 }, language: 'en' });
    const detail = await detailOf(order);
    expect(detail.shipping).toBeUndefined();
    expect(receiptTotal(detail)).toBe(order.total * 100);
  });
});

describe('the Telegram invoice', () => {
  it('carries the same receipt in provider_data', async () => {
    const order = await placeAwaiting('telegram', { language: 'en' });
    await paymentHandoverOf(testEnv, 'http://localhost', order);
    const invoice = (await botCalls()).findLast(({ method }) => method === 'createInvoiceLink');
    const providerData = JSON.parse(String(invoice?.body.provider_data)) as { receipt: unknown };
    const receipt = v.parse(FiscalReceiptSchema, providerData.receipt);
    expect(receiptTotal(receipt)).toBe(order.total * 100);
    expect(receipt.items[0]?.code).toBe(PIZZA_CODE);
  });
});

const FISCAL_DATA = {
  receipt_id: 121,
  status_code: 0,
  message: 'accepted',
  terminal_id: 'EP000000000025',
  fiscal_sign: '800031554082',
  qr_code_url: 'https://ofd.soliq.uz/epi?t=EP000000000025&r=121&c=20261129120000&s=800031554082',
  date: '20261129120000',
};

const paidWithPayme = async () => {
  const order = await placeAwaiting('payme');
  const id = newTransactionId();
  await rpc('CreateTransaction', {
    id,
    time: Date.now(),
    amount: order.total * 100,
    account: { order_id: String(order.orderId) },
  });
  await rpc('PerformTransaction', { id });
  return { order, id };
};

const ownersPayment = async (order: Awaited<ReturnType<typeof placeAwaiting>>) =>
  (
    await call(orderCall, `/api/delivery/Get?Language=2&orderId=${order.orderId}`, {
      headers: { Authorization: await mainBearer(order.customer) },
    })
  ).order.payment;

const storedFiscalData = (id: string) =>
  testEnv.DB.prepare('SELECT type, fiscal_data FROM payme_fiscal_receipts WHERE transaction_id = ?')
    .bind(id)
    .all<{ type: string; fiscal_data: string }>();

describe('SetFiscalData', () => {
  it('stores the receipt, once however often it comes, and the order shows its link', async () => {
    const { order, id } = await paidWithPayme();
    expect(await ownersPayment(order)).not.toHaveProperty('receiptUrl');
    const params = { id, type: 'PERFORM', fiscal_data: FISCAL_DATA };
    expect((await rpc('SetFiscalData', params)).result).toEqual({ success: true });
    expect((await rpc('SetFiscalData', params)).result).toEqual({ success: true });
    const { results } = await storedFiscalData(id);
    expect(results).toEqual([{ type: 'PERFORM', fiscal_data: JSON.stringify(FISCAL_DATA) }]);
    expect(await ownersPayment(order)).toEqual({
      method: 'payme',
      status: 'paid',
      receiptUrl: FISCAL_DATA.qr_code_url,
    });
  });

  it('shows no link for a receipt the tax office refused, or one whose address is not https', async () => {
    const { order, id } = await paidWithPayme();
    await rpc('SetFiscalData', {
      id,
      type: 'PERFORM',
      fiscal_data: { ...FISCAL_DATA, status_code: 3, message: 'rejected' },
    });
    await rpc('SetFiscalData', {
      id,
      type: 'PERFORM',
      fiscal_data: { ...FISCAL_DATA, qr_code_url: 'javascript:alert(1)' },
    });
    expect(await ownersPayment(order)).not.toHaveProperty('receiptUrl');
    expect((await storedFiscalData(id)).results).toHaveLength(1);
  });

  it('refuses wrong credentials with -32504 and an unknown transaction with -31003', async () => {
    const { id } = await paidWithPayme();
    const params = { id, type: 'PERFORM', fiscal_data: FISCAL_DATA };
    const wrong = await rpc('SetFiscalData', params, {
      auth: `Basic ${btoa('Paycom:wrong-key')}`,
    });
    expect(wrong.error?.code).toBe(-32504);
    expect((await storedFiscalData(id)).results).toEqual([]);
    const unknown = await rpc('SetFiscalData', { ...params, id: 'no-such-transaction' });
    expect(unknown.error?.code).toBe(-31003);
    expect((await rpc('SetFiscalData', { ...params, type: 'REFUND' })).error?.code).toBe(-32600);
  });
});
