import { createEffect, createEvent, createStore, sample } from 'effector';
import * as v from 'valibot';
import { persistChecked } from '../../shared/lib/storage/persist-checked';
import { CheckoutGate } from './checkout-gate';
import type { CheckedOrder } from './form-model';

export type KeyedOrder = CheckedOrder & { readonly key: string };

/** An attempt at an order is about to leave: it needs its idempotency key. */
export const orderKeyRequested = createEvent<CheckedOrder>();
/** The key made an order, or the backend refused it for good: the next order takes a new one. */
export const orderKeySpent = createEvent();

/**
 * Made when the first attempt leaves and kept until the backend confirms, across retries and
 * reloads of the tab: a double tap, or a retry after a timeout whose order did reach the
 * kitchen, is answered with that same order.
 */
export const $idempotencyKey = createStore<string | null>(null).reset(orderKeySpent);

const issueIdempotencyKeyFx = createEffect((order: CheckedOrder) => ({
  ...order,
  key: crypto.randomUUID(),
}));

const withKeptKey = sample({
  clock: orderKeyRequested,
  source: $idempotencyKey,
  fn: (key, order) => ({ ...order, key }),
});
sample({ clock: withKeptKey, filter: ({ key }) => key === null, target: issueIdempotencyKeyFx });
$idempotencyKey.on(issueIdempotencyKeyFx.doneData, (_, { key }) => key);

/** The attempt with its key: the one kept from an earlier attempt, else a new one. */
export const orderKeyed = sample({
  clock: [withKeptKey, issueIdempotencyKeyFx.doneData],
  filter: (order): order is KeyedOrder => order.key !== null,
});

persistChecked({
  store: $idempotencyKey,
  key: 'checkout-idempotency-key',
  area: 'session',
  schema: v.nullable(v.string()),
  pickup: CheckoutGate.open,
});
