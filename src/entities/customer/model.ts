import { combine, createEvent, createStore, sample } from 'effector';
import * as v from 'valibot';
import {
  LinkAsksSchema,
  LinkSessionSchema,
  type LinkSession,
} from '@pizza-order-app/contract/link-session';
import { $now } from '../../shared/lib/clock/model';
import { appStarted } from '../../shared/lib/lifecycle/model';
import { persistChecked } from '../../shared/lib/storage/persist-checked';
import { $isTelegram } from '../../shared/telegram/model';

/** docs/product.md §4/§6: the customer is known by a stored user id; messenger users by their Telegram id. */
export const TG_ID_KEY = 'tg-id';
export const USER_ID_KEY = 'user-id';

/** Added by this project (docs/product.md §3): the Telegram user a signed bot link started a session for, and until when. */
export const LINK_SESSION_KEY = 'tg-link';
/**
 * Ours, in sessionStorage: what the messenger entry leaves for the app after its reload for a
 * signed link: it was already used (one message), or the visitor is to say whether the link's
 * Telegram user is them (the link's query, to confirm with, and whom it names).
 */
export const LINK_ENTRY_KEY = 'tg-link-entry';
export const LinkEntrySchema = v.variant('outcome', [
  v.object({ outcome: v.literal('already-used') }),
  v.object({
    outcome: v.literal('confirm'),
    search: v.pipe(v.string(), v.maxLength(2000)),
    asks: LinkAsksSchema,
  }),
]);
export type LinkEntry = v.InferOutput<typeof LinkEntrySchema>;

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
/** The edge no longer accepts the link session (expired, cleared cookies): back to the web. */
export const linkSessionRefused = createEvent();
/** The visitor confirmed a bot link and the edge started its session. */
export const linkSessionStarted = createEvent<LinkSession>();
/** The visitor left the link's Telegram user: the edge ended the session. */
export const linkSessionEnded = createEvent();
export const $linkSession = createStore<LinkSession | null>(null)
  .on(linkSessionStarted, (_, session) => session)
  .reset(linkSessionRefused, linkSessionEnded);
// The link's user is this browser's only while the session lasts: leaving returns it to a web
// visitor (its cart stays; a customer id the link brought is a hint the backend checks anyway).
sample({ clock: linkSessionStarted, fn: ({ tgId }) => tgId, target: $tgId });
sample({ clock: linkSessionEnded, target: $tgId.reinit });

/** The entry's outcome the app still has to tell the visitor or ask them about. */
export const linkEntrySettled = createEvent();
export const $linkEntry = createStore<LinkEntry | null>(null).reset(linkEntrySettled);

/**
 * docs/product.md §4: messenger mode is on when the stored messenger id is above 0, and here only when
 * something the edge verified vouches for it: a launch inside Telegram (on before /api/hash has
 * answered), or a signed bot link's session for that same id. A stored id alone (an unsigned or
 * forwarded link) is a hint: the visitor orders as a web visitor.
 */
export const $isMessengerMode = combine(
  $tgId,
  $isTelegram,
  $linkSession,
  $now,
  (tgId, isTelegram, link, now) =>
    isTelegram || (tgId > 0 && link?.tgId === tgId && link.expiresAt > now),
);

persistChecked({ store: $tgId, key: TG_ID_KEY, schema: StoredIdSchema, pickup: appStarted });
persistChecked({
  store: $linkSession,
  key: LINK_SESSION_KEY,
  schema: v.nullable(LinkSessionSchema),
  pickup: appStarted,
});
persistChecked({
  store: $linkEntry,
  key: LINK_ENTRY_KEY,
  area: 'session',
  schema: v.nullable(LinkEntrySchema),
  pickup: appStarted,
});
persistChecked({
  store: $customerId,
  key: USER_ID_KEY,
  schema: StoredIdSchema,
  pickup: appStarted,
});
