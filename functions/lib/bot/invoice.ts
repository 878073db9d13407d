import {
  INVOICE_CURRENCY,
  invoicePayload,
  telegramInvoiceCall,
} from '@pizza-order-app/contract/telegram-payments';
import type { Env } from '../env';
import { jsonError, jsonResponse } from '../http';
import { readSignedCall } from '../signed-call';
import { botApi } from './bot-api';

/**
 * POST /api/telegram/invoice (telegramInvoiceCall), and the reference backend's own
 * requests, which reach it in the same worker: the chain's backend asks for an order's invoice
 * link. Signed with PAYMENT_CALLS_SECRET (401 otherwise); the bot makes it with createInvoiceLink
 * in so'm's tiyin, the order in its payload, paid through the provider connected in BotFather
 * (TELEGRAM_PAYMENT_PROVIDER_TOKEN), the order's fiscal receipt in `provider_data` for that
 * provider to fiscalise. 502 when the Bot API fails: the backend may ask again.
 */
export const answerInvoiceRequest = async (request: Request, env: Env) => {
  const call = await readSignedCall(request, env.PAYMENT_CALLS_SECRET, telegramInvoiceCall.body);
  if (!call.ok) return jsonError(call.status, call.reason);
  const { orderId, title, description, prices, receipt } = call.value;
  try {
    const invoiceLink = await botApi(env).createInvoiceLink(
      title,
      description,
      invoicePayload(orderId),
      env.TELEGRAM_PAYMENT_PROVIDER_TOKEN ?? '',
      INVOICE_CURRENCY,
      prices,
      receipt ? { provider_data: JSON.stringify({ receipt }) } : {},
    );
    return jsonResponse({ invoiceLink });
  } catch (error) {
    console.error('invoice link failed', {
      orderId,
      error: error instanceof Error ? error.message : String(error),
    });
    return jsonError(502, 'Telegram did not make the invoice');
  }
};
