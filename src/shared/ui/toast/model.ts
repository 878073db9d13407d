import { createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import { TOAST_LIFETIME_MS } from '../../config/constants';

/** Text that is either a translation key (with the values it names) or the server's own words. */
export type ToastText =
  | { readonly key: string; readonly values?: Readonly<Record<string, string | number>> }
  | { readonly text: string };

export interface ToastContent {
  readonly tone: 'error' | 'info' | 'success';
  readonly title: ToastText;
  readonly detail?: ToastText;
}

export interface Toast extends ToastContent {
  readonly id: number;
}

export const toastShown = createEvent<ToastContent>();
export const toastDismissed = createEvent<number>();

const $lastToastId = createStore(0).on(toastShown, (id) => id + 1);

export const $toasts = createStore<readonly Toast[]>([]).on(toastDismissed, (toasts, id) =>
  toasts.filter((toast) => toast.id !== id),
);

const toastAdded = sample({
  clock: toastShown,
  source: $lastToastId,
  fn: (id, content): Toast => ({ ...content, id }),
});

sample({
  clock: toastAdded,
  source: $toasts,
  fn: (toasts, toast) => [...toasts, toast],
  target: $toasts,
});

/**
 * The toaster drew the toast (by id). Its lifetime counts from here, not from when it was raised:
 * a toast raised before the app's first paint (the order page's middleware) would otherwise spend
 * its seconds unseen while a slow phone boots.
 */
export const toastDisplayed = createEvent<number>();

sample({ clock: delay(toastDisplayed, TOAST_LIFETIME_MS), target: toastDismissed });
