/**
 * Where an order placed with an online method is paid (docs/api.md, "Payments"): Payme's and
 * Click's checkout pages by their GET forms, or a Telegram invoice the edge makes. Made once per
 * order and kept with it, so a repeated placement and every read answer the same one.
 */
import type { PaymentHandover } from '@pizza-order-app/contract/payments';
import { DEFAULT_LANGUAGE } from '@pizza-order-app/contract/config/languages';
import { SANDBOX_CLICK_PATH, SANDBOX_PAYME_PATH } from '@pizza-order-app/contract/merchant-api';
import { routePath } from '@pizza-order-app/contract/config/routes';
import { languageBase } from '@pizza-order-app/contract/i18n/language-path';
import {
  telegramInvoiceCall,
  type InvoiceRequest,
} from '@pizza-order-app/contract/telegram-payments';
import { answerInvoiceRequest } from '../../lib/bot/invoice';
import { appText } from '../../lib/bot/texts';
import type { Env } from '../../lib/env';
import { sendCall } from '../../lib/send-call';
import { signCall } from '../../lib/signed-call';
import { findProduct, PROMOTIONS } from '../catalog';
import type { Language } from '../context';
import { message } from '../messages';
import type { StoredOrder } from '../order-rules';
import { lineTotal } from '@pizza-order-app/contract';
import { receiptOf } from './receipt';

/** Payme and Telegram count in tiyin, the app and Click in whole so'm. */
export const toTiyin = (soum: number) => soum * 100;

/** A checkout URL from the settings: a path is on this site; unset, the sandbox page. */
const checkoutUrl = (configured: string | undefined, sandbox: string, site: string) =>
  new URL(configured || sandbox, site).toString().replace(/\/+$/, '');

/** The order's tracker in its customer's language: where the provider returns them. */
const trackerUrl = (
  site: string,
  language: Language,
  order: { orderId: number; trackingKey: string },
) =>
  `${site}${languageBase(language)}${routePath('tracker', { id: `${order.orderId}-${order.trackingKey}` })}`;

interface Placed {
  readonly orderId: number;
  readonly trackingKey: string;
}

/** Payme's GET checkout: base64 of `m=…;ac.order_id=…;a=<tiyin>;c=<return>;l=<language>`. */
const paymeUrl = (env: Env, site: string, placed: Placed, total: number, language: Language) => {
  const params = [
    `m=${env.PAYME_MERCHANT_ID ?? ''}`,
    `ac.order_id=${placed.orderId}`,
    `a=${toTiyin(total)}`,
    `c=${trackerUrl(site, language, placed)}`,
    `l=${language}`,
  ].join(';');
  return `${checkoutUrl(env.PAYME_CHECKOUT_URL, SANDBOX_PAYME_PATH, site)}/${btoa(params)}`;
};

/** Click's GET checkout, the amount in so'm. */
const clickUrl = (env: Env, site: string, placed: Placed, total: number, language: Language) => {
  const query = new URLSearchParams({
    service_id: env.CLICK_SERVICE_ID ?? '',
    merchant_id: env.CLICK_MERCHANT_ID ?? '',
    amount: String(total),
    transaction_param: String(placed.orderId),
    return_url: trackerUrl(site, language, placed),
  });
  return `${checkoutUrl(env.CLICK_CHECKOUT_URL, SANDBOX_CLICK_PATH, site)}?${query.toString()}`;
};

/** Telegram allows a label of 32 characters. */
const label = (text: string) => (text.length > 32 ? `${text.slice(0, 31)}…` : text);

/**
 * The invoice's lines in tiyin, in the customer's language: each dish, the delivery, and each
 * discount as a negative line, so they add up to the order's total; and its fiscal receipt.
 */
const invoiceOf = (orderId: number, stored: StoredOrder, language: Language): InvoiceRequest => {
  const dishes = stored.lines.map((line) => {
    const name = findProduct(line.productId)?.name[language] ?? `#${line.productId}`;
    return {
      label: label(line.amount > 1 ? `${name} × ${line.amount}` : name),
      amount: toTiyin(lineTotal(line)),
    };
  });
  const delivery =
    stored.deliveryPrice > 0
      ? [
          {
            label: label(message('invoiceDelivery', language)),
            amount: toTiyin(stored.deliveryPrice),
          },
        ]
      : [];
  const discounts = (stored.discounts ?? []).map((discount) => ({
    label: label(
      PROMOTIONS.find(({ id }) => id === discount.promotionId)?.title[language] ??
        message('invoiceDiscount', language),
    ),
    amount: -toTiyin(discount.amount),
  }));
  const receipt = receiptOf(stored, language);
  return {
    orderId,
    // The order's number and the brand as the app writes them in this language.
    title: label(appText(language, 'orders.number', { id: orderId })),
    description: message('invoiceDescription', language, appText(language, 'app.name')),
    prices: [...dishes, ...delivery, ...discounts],
    ...(receipt ? { receipt } : {}),
  };
};

/**
 * Asks the edge for the order's invoice link, as the chain's backend must (a signed POST to the
 * site's /api/telegram/invoice); the reference backend lives in the edge's worker, so the
 * request is answered there without a round trip.
 */
const requestInvoiceLink = async (env: Env, site: string, invoice: InvoiceRequest) =>
  (
    await sendCall(telegramInvoiceCall, {
      base: site,
      body: invoice,
      credentials: (path, body) => signCall(env.PAYMENT_CALLS_SECRET, path, body),
      deliver: (request) => answerInvoiceRequest(request, env),
    })
  ).invoiceLink;

/** The handover of an online order, made now. */
const makeHandover = async (
  env: Env,
  site: string,
  placed: Placed,
  stored: StoredOrder,
  language: Language,
): Promise<PaymentHandover> => {
  switch (stored.draft.paymentMethod) {
    case 'payme':
      return { paymentUrl: paymeUrl(env, site, placed, stored.total, language) };
    case 'click':
      return { paymentUrl: clickUrl(env, site, placed, stored.total, language) };
    case 'telegram':
      return {
        invoiceLink: await requestInvoiceLink(
          env,
          site,
          invoiceOf(placed.orderId, stored, language),
        ),
      };
    default:
      return {};
  }
};

/**
 * What placing the order answers besides its id: nothing for a method paid to the courier; for an
 * online one the handover kept with the order, made (and kept) the first time it is asked for.
 * A failure to make it leaves the order waiting: the placement's retry asks again.
 */
export const paymentHandoverOf = async (
  env: Env,
  site: string,
  placed: Placed,
): Promise<PaymentHandover> => {
  const row = await env.DB.prepare('SELECT payload, payment_status FROM orders WHERE order_id = ?')
    .bind(placed.orderId)
    .first<{ payload: string; payment_status: string | null }>();
  if (!row || row.payment_status === null) return {};
  const stored = JSON.parse(row.payload) as StoredOrder;
  if (stored.handover) return stored.handover;
  const handover = await makeHandover(
    env,
    site,
    placed,
    stored,
    stored.language ?? DEFAULT_LANGUAGE,
  );
  await env.DB.prepare(
    `UPDATE orders SET payload = json_set(payload, '$.handover', json(?)) WHERE order_id = ?`,
  )
    .bind(JSON.stringify(handover), placed.orderId)
    .run();
  return handover;
};
