import { combine, createEvent, createStore } from 'effector';
import * as v from 'valibot';
import { appStarted } from '../../shared/lib/lifecycle/model';
import { persistChecked } from '../../shared/lib/storage/persist-checked';
import { $isTelegram } from '../../shared/telegram/model';

/** Spec §4/§6: the customer is known by a stored user id; messenger users by their Telegram id. */
export const TG_ID_KEY = 'tg-id';
export const USER_ID_KEY = 'user-id';

const StoredIdSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The Telegram user /api/hash verified for this launch (inside Telegram). */
export const telegramUserVerified = createEvent<number>();
export const customerIdReceived = createEvent<number>();
/** The server said the stored customer id is not the caller's: it was only ever a hint. */
export const storedCustomerIdRefused = createEvent();

export const $tgId = createStore(0).on(telegramUserVerified, (_, tgId) => tgId);
export const $customerId = createStore(0)
  .on(customerIdReceived, (_, id) => id)
  .reset(storedCustomerIdRefused);
/**
 * Spec §4: messenger mode is on when the stored messenger id is above 0; a launch inside Telegram
 * turns it on before /api/hash has verified who the user is.
 */
export const $isMessengerMode = combine(
  $tgId,
  $isTelegram,
  (tgId, isTelegram) => tgId > 0 || isTelegram,
);

persistChecked({ store: $tgId, key: TG_ID_KEY, schema: StoredIdSchema, pickup: appStarted });
persistChecked({
  store: $customerId,
  key: USER_ID_KEY,
  schema: StoredIdSchema,
  pickup: appStarted,
});
