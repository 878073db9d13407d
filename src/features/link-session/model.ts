import { createEffect, createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { not } from 'patronum';
import * as v from 'valibot';
import {
  $linkEntry,
  customerIdReceived,
  linkEntrySettled,
  linkSessionEnded,
  linkSessionStarted,
} from '../../entities/customer';
import { isLinkAlreadyUsed } from '../../shared/api/api-error';
import { endLinkSession, startLinkSession } from '../../shared/api/link-session';
import { telegramIdentityChangedFx } from '../../shared/api/model';
import { BotLinkHintsSchema, botLinkQueryInput } from '@pizza-order-app/contract/bot-link';
import { $telegramLaunch } from '../../shared/telegram/model';
import { errorToast } from '../../shared/ui/toast/error-toast';
import { toastShown, type ToastContent } from '../../shared/ui/toast/model';

/** The link's own hints (its user's first name, their customer id), by the contract's rules. */
export const linkHints = (search: string) => v.parse(BotLinkHintsSchema, botLinkQueryInput(search));

const ALREADY_USED: ToastContent = { tone: 'error', title: { key: 'link-session.already-used' } };

/** Mounted while the messenger entry left something to tell or ask (see LinkSessionChrome). */
export const LinkEntryGate = createGate();
/** The visitor said the link's Telegram user is them. */
export const linkConfirmed = createEvent();
/** Not them, or they stay as they are: the link starts nothing. */
export const linkDeclined = createEvent();
/** The visitor leaves the link's Telegram user for the web. */
export const leaveRequested = createEvent();

export const confirmLinkFx = createEffect(startLinkSession);
export const endLinkSessionFx = createEffect(endLinkSession);

/** The link the visitor is asked about, and whom the edge says it signs in as. */
export const $pendingLink = $linkEntry.map((entry) =>
  entry?.outcome === 'confirm' ? { search: entry.search, ...entry.asks } : null,
);

// A used link: one message, then the visitor goes on as they were.
sample({
  clock: LinkEntryGate.open,
  source: $linkEntry,
  filter: (entry) => entry?.outcome === 'already-used',
  fn: () => ALREADY_USED,
  target: [toastShown, linkEntrySettled],
});

sample({
  clock: linkConfirmed,
  source: { pending: $pendingLink, busy: confirmLinkFx.pending },
  filter: ({ pending, busy }) => pending !== null && !busy,
  fn: ({ pending }) => pending?.search ?? '',
  target: confirmLinkFx,
});
sample({ clock: confirmLinkFx.doneData, target: linkSessionStarted });
sample({
  clock: confirmLinkFx.done,
  filter: ({ params }) => linkHints(params).customerId !== undefined,
  fn: ({ params }) => linkHints(params).customerId ?? 0,
  target: customerIdReceived,
});
sample({
  clock: confirmLinkFx.failData,
  fn: (error) =>
    isLinkAlreadyUsed(error) ? ALREADY_USED : errorToast(error, 'error.server-error'),
  target: toastShown,
});
sample({ clock: [confirmLinkFx.finally, linkDeclined], target: linkEntrySettled });

sample({ clock: leaveRequested, filter: not(endLinkSessionFx.pending), target: endLinkSessionFx });
sample({ clock: endLinkSessionFx.done, target: linkSessionEnded });
sample({
  clock: endLinkSessionFx.failData,
  fn: (error) => errorToast(error, 'error.server-error'),
  target: toastShown,
});

// The API clients' credentials name the customer: a started or ended link session changes who
// that is, so the tokens and signatures cached for the old one go.
sample({
  clock: [linkSessionStarted, linkSessionEnded],
  source: $telegramLaunch,
  fn: (launch) => launch?.initDataRaw ?? null,
  target: telegramIdentityChangedFx,
});
