import { answerInvoiceRequest } from '../../lib/bot/invoice';
import type { Env } from '../../lib/env';
import { methodNotAllowed } from '../../lib/http';

/** The chain's backend asks for an order's Telegram invoice link (docs/api.md, "Payments"). */
export const onRequestPost: PagesFunction<Env> = ({ request, env }) =>
  answerInvoiceRequest(request, env);

export const onRequest = methodNotAllowed('POST');
