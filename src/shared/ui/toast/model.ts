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

sample({
  clock: delay(toastAdded, TOAST_LIFETIME_MS),
  fn: (toast) => toast.id,
  target: toastDismissed,
});
