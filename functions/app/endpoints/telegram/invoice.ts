import { answerInvoiceRequest } from '../../../lib/bot/invoice';
import { edge } from '../../context';

/** The chain's backend asks for an order's Telegram invoice link (docs/api.md, "Payments"). */
export const makeInvoice = edge.createHandlers(({ env, req }) =>
  answerInvoiceRequest(req.raw, env),
);
