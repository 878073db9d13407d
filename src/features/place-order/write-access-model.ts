import { createEffect, createStore, sample } from 'effector';
import * as v from 'valibot';
import { attachApi } from '../../shared/api/model';
import { orderUpdatesCall } from '@pizza-order-app/contract/orders-api';
import { persistChecked } from '../../shared/lib/storage/persist-checked';
import { requestWriteAccessFx } from '../../shared/telegram/write-access';
import { CheckoutGate } from './checkout-gate';
import { placeOrderFx } from './submission-model';

/**
 * Whether the Telegram user lets the chain's bot write to them about their orders: asked once,
 * after their first order; never again once they answered, either way.
 */
export const $botMayWrite = createStore<boolean | null>(null);
const askBotMayWriteFx = createEffect(async (orderId: number) => ({
  orderId,
  allowed: await requestWriteAccessFx(),
}));
/** Each order of the user carries their answer, for the bot to follow (or not). */
export const recordBotMayWriteFx = attachApi(
  async (api, { orderId, allowed }: { orderId: number; allowed: boolean }) =>
    api.messenger(orderUpdatesCall, {
      body: { tgId: await api.messengerUserId(), orderId, allowed },
    }),
);
const placedInTelegram = placeOrderFx.done.filter({ fn: ({ params }) => params.viaMessenger });
sample({
  clock: placedInTelegram,
  source: $botMayWrite,
  filter: (answer) => answer === null,
  fn: (_, { result }) => result.orderId,
  target: askBotMayWriteFx,
});
$botMayWrite.on(askBotMayWriteFx.doneData, (answer, { allowed }) => allowed ?? answer);
sample({
  clock: [
    askBotMayWriteFx.doneData,
    sample({
      clock: placedInTelegram,
      source: $botMayWrite,
      filter: (answer): answer is boolean => answer !== null,
      fn: (allowed, { result }) => ({ orderId: result.orderId, allowed }),
    }),
  ],
  filter: (answer): answer is { orderId: number; allowed: boolean } => answer.allowed !== null,
  target: recordBotMayWriteFx,
});

persistChecked({
  store: $botMayWrite,
  key: 'bot-write-access',
  schema: v.nullable(v.boolean()),
  pickup: CheckoutGate.open,
});
