import type { Context } from 'grammy/web';
import type { Language } from '@pizza-order-app/contract/config/languages';
import {
  orderIdOfInvoicePayload,
  telegramPaymentCheckCall,
  telegramPaymentPaidCall,
  type TelegramPaymentCheckAnswer,
} from '@pizza-order-app/contract/telegram-payments';
import { referenceBackendOf, type Env } from '../env';
import { sendCall, type CallBody } from '../send-call';
import { signCall } from '../signed-call';
import { botText } from './texts';

/**
 * Telegram gives a pre-checkout query 10 s; the backend gets at most this much of it, so the
 * answer always goes in time.
 */
const BACKEND_CALL_TIMEOUT_MS = 5_000;

/**
 * A signed call to the chain's backend (packages/contract/src/telegram-payments.ts): MAIN_API_URL,
 * or the reference backend in this worker.
 */
const callBackend = async <
  Call extends typeof telegramPaymentCheckCall | typeof telegramPaymentPaidCall,
>(
  env: Env,
  site: string,
  call: Call,
  body: CallBody<Call>,
) => {
  const backend = await referenceBackendOf(env);
  const base = backend ? site : env.MAIN_API_URL;
  if (!base) throw new Error('no backend to ask: MAIN_API_URL is unset');
  return sendCall(call, {
    base,
    body,
    credentials: (path, text) => signCall(env.PAYMENT_CALLS_SECRET, path, text),
    ...(backend ? { deliver: (request) => backend.fetch(request, env) } : {}),
    timeoutMs: BACKEND_CALL_TIMEOUT_MS,
  });
};

const PAYMENT_REFUSAL_TEXTS = {
  'unknown-order': 'payment-unknown-order',
  'not-awaiting': 'payment-not-awaiting',
  'paid-already': 'payment-paid-already',
  'amount-mismatch': 'payment-amount-mismatch',
} as const;

/**
 * Answers Telegram's pre-checkout query: ok only when the backend says the order exists, awaits
 * its payment and the amount is its total; otherwise the reason in the customer's language (a
 * backend that cannot answer in time is a refusal too: nothing is charged unchecked).
 */
export const answerPreCheckout = async (
  ctx: Context,
  env: Env,
  site: string,
  language: Language,
) => {
  const query = ctx.preCheckoutQuery;
  if (!query) return;
  const orderId = orderIdOfInvoicePayload(query.invoice_payload);
  let verdict: TelegramPaymentCheckAnswer = { ok: false, reason: 'unknown-order' };
  let unavailable = false;
  if (orderId !== null) {
    try {
      verdict = await callBackend(env, site, telegramPaymentCheckCall, {
        orderId,
        currency: query.currency,
        totalAmount: query.total_amount,
      });
    } catch (error) {
      unavailable = true;
      console.error('pre-checkout: the backend did not answer', {
        orderId,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  if (verdict.ok && !unavailable) return void (await ctx.answerPreCheckoutQuery(true));
  const text = unavailable
    ? 'payment-unavailable'
    : PAYMENT_REFUSAL_TEXTS[verdict.reason ?? 'unknown-order'];
  await ctx.answerPreCheckoutQuery(false, { error_message: botText(language, text) });
};

/**
 * Reports Telegram's successful payment to the backend, which marks the order paid once (by the
 * charge id). A payment the backend refuses, or cannot record, is logged as an error: money that
 * may need returning. A failure throws, so the webhook logs it.
 */
export const reportSuccessfulPayment = async (ctx: Context, env: Env, site: string) => {
  const payment = ctx.message?.successful_payment;
  if (!payment) return;
  const orderId = orderIdOfInvoicePayload(payment.invoice_payload);
  if (orderId === null) throw new Error(`a payment for no order: ${payment.invoice_payload}`);
  const { outcome } = await callBackend(env, site, telegramPaymentPaidCall, {
    orderId,
    currency: payment.currency,
    totalAmount: payment.total_amount,
    telegramPaymentChargeId: payment.telegram_payment_charge_id,
    providerPaymentChargeId: payment.provider_payment_charge_id,
  });
  if (outcome === 'refused')
    console.error('telegram payment refused by the backend: return the money', {
      orderId,
      telegramPaymentChargeId: payment.telegram_payment_charge_id,
    });
};
