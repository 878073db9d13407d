import { createEffect } from 'effector';

/**
 * The raw Telegram init data the API clients send, if any: the network layer's copy of the
 * launch's (`$telegramLaunch`), set through `telegramIdentityChangedFx` when the app's scope hears
 * of the launch. The edge functions verify it before trusting the user it names (never here).
 */
let initData: string | null = null;
const listeners = new Set<() => void>();

/** The clients' credentials follow the Telegram identity of the launch. */
export const telegramIdentityChangedFx = createEffect((raw: string | null) => {
  initData = raw;
  listeners.forEach((listener) => listener());
});

export const telegramAuthorization = (): Record<string, string> =>
  initData ? { Authorization: `tma ${initData}` } : {};

/** Credentials derived from the identity must be dropped when it changes. */
export const onTelegramIdentityChanged = (listener: () => void) => {
  listeners.add(listener);
};
