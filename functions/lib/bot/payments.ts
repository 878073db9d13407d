import type { Context } from 'grammy/web';
import * as v from 'valibot';
import type { Language } from '@pizza-order-app/contract/config/languages';
import {
  orderIdOfInvoicePayload,
  TELEGRAM_PAYMENT_CHECK_PATH,
  TELEGRAM_PAYMENT_PAID_PATH,
  TelegramPaymentCheckAnswerSchema,
  TelegramPaymentPaidAnswerSchema,
  type TelegramPaymentCheckAnswer,
} from '@pizza-order-app/contract/telegram-payments';
import { referenceBackendOf, type Env } from '../env';
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
const callBackend = async <S extends v.GenericSchema>(
  env: Env,
  site: string,
  path: string,
  payload: unknown,
  schema: S,
): Promise<v.InferOutput<S>> => {
  const backend = await referenceBackendOf(env);
  const base = backend ? site : env.MAIN_API_URL;
  if (!base) throw new Error('no backend to ask: MAIN_API_URL is unset');
  const body = JSON.stringify(payload);
  const request = new Request(new URL(path, base), {
    method: 'POST',
    headers: await signCall(env.PAYMENT_CALLS_SECRET, path, body),
    body,
    signal: AbortSignal.timeout(BACKEND_CALL_TIMEOUT_MS),
  });
  const response = backend ? await backend.fetch(request, env) : await fetch(request);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return v.parse(schema, await response.json());
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
      verdict = await callBackend(
        env,
        site,
        TELEGRAM_PAYMENT_CHECK_PATH,
        { orderId, currency: query.currency, totalAmount: query.total_amount },
        TelegramPaymentCheckAnswerSchema,
      );
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
  const { outcome } = await callBackend(
    env,
    site,
    TELEGRAM_PAYMENT_PAID_PATH,
    {
      orderId,
      currency: payment.currency,
      totalAmount: payment.total_amount,
      telegramPaymentChargeId: payment.telegram_payment_charge_id,
      providerPaymentChargeId: payment.provider_payment_charge_id,
    },
    TelegramPaymentPaidAnswerSchema,
  );
  if (outcome === 'refused')
    console.error('telegram payment refused by the backend: return the money', {
      orderId,
      telegramPaymentChargeId: payment.telegram_payment_charge_id,
    });
};
