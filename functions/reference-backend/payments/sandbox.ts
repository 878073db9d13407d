/**
 * Sandbox pages that play Payme's and Click's checkouts in development (docs/api.md,
 * "Payments"): the merchant, the order and the amount, with "Pay" and "Cancel". Pay calls the
 * merchant endpoints exactly as the provider does — Payme: CheckPerformTransaction,
 * CreateTransaction, PerformTransaction with its Basic credentials, then SetFiscalData with a
 * test receipt of the tax office's shape when the check answered one; Click: Prepare, then
 * Complete, signed — and returns to the order's tracker (303). Cancel returns; on Click it first
 * tells the shop the payment failed (Complete with error < 0). Only the callbacks ever mark an
 * order paid; a second Pay on a paid order charges nothing and returns.
 */
import { Hono } from 'hono';
import { isLanguage, type Language } from '@pizza-order-app/contract/config/languages';
import {
  clickCompleteCall,
  clickPrepareCall,
  CLICK_ERRORS,
  PAYME_ERRORS,
  paymeCall,
  SANDBOX_CLICK_PATH,
  SANDBOX_PAYME_PATH,
} from '@pizza-order-app/contract/merchant-api';
import { splitLanguagePath } from '@pizza-order-app/contract/i18n/language-path';
import { formatAmount } from '@pizza-order-app/contract/lib/format-amount';
import type { Env } from '../../lib/env';
import type { ReferenceBackendContext, ReferenceBackendEnv } from '../context';
import { answerClick, clickSign } from './click';
import { answerPayme } from './payme';
import { referenceNow } from '../clock';

const TEXTS = {
  ru: {
    sandbox: 'песочница, деньги не списываются',
    merchant: 'Продавец',
    order: 'Заказ',
    amount: 'Сумма',
    currency: 'сум',
    pay: 'Оплатить',
    cancel: 'Отменить',
    failed: 'Оплата не прошла',
    back: 'Вернуться к заказу',
    invalid: 'Ссылка на оплату неверна',
  },
  en: {
    sandbox: 'sandbox, no money is taken',
    merchant: 'Merchant',
    order: 'Order',
    amount: 'Amount',
    currency: 'UZS',
    pay: 'Pay',
    cancel: 'Cancel',
    failed: 'The payment did not go through',
    back: 'Back to the order',
    invalid: 'This payment link is not valid',
  },
  uz: {
    sandbox: 'sinov muhiti, pul yechilmaydi',
    merchant: 'Sotuvchi',
    order: 'Buyurtma',
    amount: 'Summa',
    currency: 'so‘m',
    pay: 'To‘lash',
    cancel: 'Bekor qilish',
    failed: 'To‘lov amalga oshmadi',
    back: 'Buyurtmaga qaytish',
    invalid: 'To‘lov havolasi noto‘g‘ri',
  },
} as const satisfies Record<Language, Record<string, string>>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

interface Checkout {
  readonly provider: 'Payme' | 'Click';
  readonly language: Language;
  readonly merchant: string;
  readonly orderId: string;
  /** So'm. */
  readonly amount: number;
  readonly returnUrl: string;
  /** What the form posts back: the checkout's own parameters. */
  readonly hidden: Readonly<Record<string, string>>;
}

const page = (
  c: ReferenceBackendContext,
  language: Language,
  title: string,
  body: string,
  status: 200 | 400 | 409 = 200,
) =>
  c.html(
    `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 24px 16px; background: #f4f5f7; color: #1a1a1a; }
main { max-width: 420px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 24px; }
h1 { font-size: 22px; margin: 0 0 16px; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; }
dt { color: #555; } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
form { display: flex; gap: 12px; }
button { flex: 1; font: inherit; padding: 12px; border-radius: 8px; border: 1px solid #0b5cad; cursor: pointer; }
button[value="pay"] { background: #0b5cad; color: #fff; }
button[value="cancel"] { background: #fff; color: #0b5cad; }
p[role="alert"] { color: #a40000; font-weight: 600; }
a { color: #0b5cad; }
</style>
</head>
<body><main>${body}</main></body>
</html>`,
    status,
  );

const checkoutPage = (
  c: ReferenceBackendContext,
  checkout: Checkout,
  action: string,
  alert = '',
) => {
  const texts = TEXTS[checkout.language];
  const title = `${checkout.provider} — ${texts.sandbox}`;
  const hidden = Object.entries(checkout.hidden)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  return page(
    c,
    checkout.language,
    title,
    `<h1>${escapeHtml(title)}</h1>
${alert ? `<p role="alert">${escapeHtml(texts.failed)}: ${escapeHtml(alert)}</p><p><a href="${escapeHtml(checkout.returnUrl)}">${escapeHtml(texts.back)}</a></p>` : ''}
<dl>
<dt>${texts.merchant}</dt><dd>${escapeHtml(checkout.merchant)}</dd>
<dt>${texts.order}</dt><dd>№${escapeHtml(checkout.orderId)}</dd>
<dt>${texts.amount}</dt><dd>${formatAmount(checkout.amount, checkout.language)} ${texts.currency}</dd>
</dl>
<form method="post" action="${action}">${hidden}
<button type="submit" name="choice" value="pay">${texts.pay}</button>
<button type="submit" name="choice" value="cancel">${texts.cancel}</button>
</form>`,
    alert ? 409 : 200,
  );
};

const invalid = (c: ReferenceBackendContext, language: Language) =>
  page(c, language, TEXTS[language].invalid, `<h1>${TEXTS[language].invalid}</h1>`, 400);

/** The provider returns only to this site: a return URL elsewhere makes the link invalid. */
const sameSite = (returnUrl: string, request: Request) => {
  try {
    return new URL(returnUrl).origin === new URL(request.url).origin;
  } catch {
    return false;
  }
};

/** The language of the page the customer returns to, when the checkout names none. */
const languageOfReturn = (returnUrl: string): Language => {
  try {
    return splitLanguagePath(new URL(returnUrl).pathname).language ?? 'ru';
  } catch {
    return 'ru';
  }
};

// ─── Payme ───────────────────────────────────────────────────────────────────

/** Payme's checkout parameter: base64 of `m=…;ac.order_id=…;a=…;c=…;l=…`. */
const paymeCheckout = (encoded: string, request: Request): Checkout | null => {
  let decoded: string;
  try {
    decoded = atob(decodeURIComponent(encoded));
  } catch {
    return null;
  }
  const params = new Map(
    decoded.split(';').map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)] as const;
    }),
  );
  const merchant = params.get('m');
  const orderId = params.get('ac.order_id');
  const tiyin = Number(params.get('a'));
  const returnUrl = params.get('c') ?? '';
  const language = params.get('l');
  if (!merchant || !orderId || !Number.isSafeInteger(tiyin) || tiyin <= 0) return null;
  if (!sameSite(returnUrl, request)) return null;
  return {
    provider: 'Payme',
    language: isLanguage(language) ? language : languageOfReturn(returnUrl),
    merchant,
    orderId,
    amount: tiyin / 100,
    returnUrl,
    hidden: { checkout: encoded },
  };
};

/** One Merchant API call, made as Payme makes it. */
const callPayme = async (env: Env, site: string, method: string, params: unknown) => {
  const response = await answerPayme(
    new Request(new URL(paymeCall.path, site), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Basic ${btoa(`Paycom:${env.PAYME_KEY ?? ''}`)}`,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: Date.now(), method, params }),
    }),
    env,
  );
  return response.json<{
    result?: unknown;
    error?: { code: number; message: Record<Language, string> };
  }>();
};

/** A transaction id as Payme makes them: 24 hex digits. */
const paymeTransactionId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

const payWithPayme = async (env: Env, site: string, checkout: Checkout) => {
  const amount = Math.round(checkout.amount * 100);
  const account = { order_id: checkout.orderId };
  const check = await callPayme(env, site, 'CheckPerformTransaction', { amount, account });
  if (check.error) return check.error.code === PAYME_ERRORS.orderPaid ? null : check.error;
  const id = paymeTransactionId();
  const create = await callPayme(env, site, 'CreateTransaction', {
    id,
    time: referenceNow(env),
    amount,
    account,
  });
  if (create.error) return create.error;
  const perform = await callPayme(env, site, 'PerformTransaction', { id });
  if (perform.error) return perform.error;
  const fiscalised = typeof check.result === 'object' && check.result && 'detail' in check.result;
  if (fiscalised) await callPayme(env, site, 'SetFiscalData', sandboxFiscalData(id, env));
  return null;
};

/** A test receipt as Payme's fiscal module reports one; its link is of the tax office's shape. */
const sandboxFiscalData = (id: string, env: Env) => {
  const receiptId = String(parseInt(id.slice(-6), 16));
  const date = new Date(referenceNow(env)).toISOString().replace(/\D/g, '').slice(0, 14);
  const terminal = 'EP000000000000';
  const sign = id.slice(0, 12);
  return {
    id,
    type: 'PERFORM',
    fiscal_data: {
      receipt_id: receiptId,
      status_code: 0,
      message: 'accepted',
      terminal_id: terminal,
      fiscal_sign: sign,
      qr_code_url: `https://ofd.soliq.uz/epi?t=${terminal}&r=${receiptId}&c=${date}&s=${sign}`,
      date,
    },
  };
};

// ─── Click ───────────────────────────────────────────────────────────────────

const clickCheckout = (query: URLSearchParams, request: Request, env: Env): Checkout | null => {
  const serviceId = query.get('service_id');
  const merchant = query.get('merchant_id');
  const amount = Number(query.get('amount'));
  const orderId = query.get('transaction_param');
  const returnUrl = query.get('return_url') ?? '';
  if (!serviceId || serviceId !== env.CLICK_SERVICE_ID || !merchant || !orderId) return null;
  if (!Number.isFinite(amount) || amount <= 0 || !sameSite(returnUrl, request)) return null;
  return {
    provider: 'Click',
    language: languageOfReturn(returnUrl),
    merchant,
    orderId,
    amount,
    returnUrl,
    hidden: {
      service_id: serviceId,
      merchant_id: merchant,
      amount: query.get('amount') ?? '',
      transaction_param: orderId,
      return_url: returnUrl,
    },
  };
};

interface ClickCallFields {
  readonly click_trans_id: string;
  readonly service_id: string;
  readonly click_paydoc_id: string;
  readonly merchant_trans_id: string;
  readonly merchant_prepare_id?: string;
  readonly amount: string;
  readonly error: string;
  readonly error_note: string;
}

/** One Shop API call, form-encoded and signed as Click sends it. */
const clickCall = async (
  env: Env,
  site: string,
  action: 'prepare' | 'complete',
  fields: ClickCallFields,
) => {
  const signed = {
    ...fields,
    action: action === 'prepare' ? ('0' as const) : ('1' as const),
    sign_time: new Date().toISOString().replace('T', ' ').slice(0, 19),
  };
  const form = new URLSearchParams({
    ...signed,
    sign_string: await clickSign(env.CLICK_SECRET_KEY ?? '', signed),
  });
  const response = await answerClick(
    new Request(
      new URL(action === 'prepare' ? clickPrepareCall.path : clickCompleteCall.path, site),
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      },
    ),
    env,
    action,
  );
  return response.json<{ error: number; error_note: string; merchant_prepare_id?: number }>();
};

/** Click's own ids: a transaction and its payment document. */
const clickId = () => String(1_000_000_000 + (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0));

/** Pays, or (error < 0) tells the shop the payment failed; null when done or already paid. */
const completeWithClick = async (env: Env, site: string, checkout: Checkout, failed: boolean) => {
  const fields = {
    click_trans_id: clickId(),
    service_id: checkout.hidden.service_id ?? '',
    click_paydoc_id: clickId(),
    merchant_trans_id: checkout.orderId,
    amount: checkout.hidden.amount ?? '',
    error: '0',
    error_note: 'Success',
  };
  const prepared = await clickCall(env, site, 'prepare', fields);
  if (prepared.error === CLICK_ERRORS.alreadyPaid) return null;
  if (prepared.error !== CLICK_ERRORS.success || prepared.merchant_prepare_id === undefined)
    return failed ? null : prepared.error_note;
  const completed = await clickCall(env, site, 'complete', {
    ...fields,
    merchant_prepare_id: String(prepared.merchant_prepare_id),
    ...(failed ? { error: '-5017', error_note: 'Cancelled by the customer' } : {}),
  });
  if (failed || completed.error === CLICK_ERRORS.success) return null;
  return completed.error === CLICK_ERRORS.alreadyPaid ? null : completed.error_note;
};

// ─── Routes ──────────────────────────────────────────────────────────────────

/** A contract path as the reference backend's app, based at /api, routes it. */
export const underApi = (path: string) => path.replace(/^\/api/, '');

/** The posted form, read as bytes: workerd warns when a form body is read with text(). */
const formOf = async (c: ReferenceBackendContext) =>
  new URLSearchParams(new TextDecoder().decode(await c.req.arrayBuffer()));

export const sandbox = new Hono<ReferenceBackendEnv>()
  .get(`${underApi(SANDBOX_PAYME_PATH)}/*`, (c) => {
    const encoded = c.req.path.slice(`${SANDBOX_PAYME_PATH}/`.length);
    const checkout = paymeCheckout(encoded, c.req.raw);
    return checkout ? checkoutPage(c, checkout, SANDBOX_PAYME_PATH) : invalid(c, 'ru');
  })
  .post(underApi(SANDBOX_PAYME_PATH), async (c) => {
    const form = await formOf(c);
    const checkout = paymeCheckout(form.get('checkout') ?? '', c.req.raw);
    if (!checkout) return invalid(c, 'ru');
    if (form.get('choice') === 'pay') {
      const error = await payWithPayme(c.env, new URL(c.req.url).origin, checkout);
      if (error)
        return checkoutPage(c, checkout, SANDBOX_PAYME_PATH, error.message[checkout.language]);
    }
    return c.redirect(checkout.returnUrl, 303);
  })
  .get(underApi(SANDBOX_CLICK_PATH), (c) => {
    const checkout = clickCheckout(new URL(c.req.url).searchParams, c.req.raw, c.env);
    return checkout ? checkoutPage(c, checkout, SANDBOX_CLICK_PATH) : invalid(c, 'ru');
  })
  .post(underApi(SANDBOX_CLICK_PATH), async (c) => {
    const form = await formOf(c);
    const checkout = clickCheckout(form, c.req.raw, c.env);
    if (!checkout) return invalid(c, 'ru');
    const failed = form.get('choice') !== 'pay';
    const error = await completeWithClick(c.env, new URL(c.req.url).origin, checkout, failed);
    if (error) return checkoutPage(c, checkout, SANDBOX_CLICK_PATH, error);
    return c.redirect(checkout.returnUrl, 303);
  });
