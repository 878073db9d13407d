import { answerOrderEvent } from '../../../lib/bot/order-events';
import { edge } from '../../context';

/** The chain's backend tells the edge an order's status changed (docs/api.md, "Order status events"). */
export const tellOrderEvent = edge.createHandlers(({ env, req }) => answerOrderEvent(req.raw, env));
