import { answerOrderEvent } from '../../lib/bot/order-events';
import type { Env } from '../../lib/env';
import { methodNotAllowed } from '../../lib/http';

/** The chain's backend tells the edge an order's status changed (docs/api.md, "Order status events"). */
export const onRequestPost: PagesFunction<Env> = ({ request, env }) =>
  answerOrderEvent(request, env);

export const onRequest = methodNotAllowed('POST');
