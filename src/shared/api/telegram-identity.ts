/**
 * The raw Telegram init data of this launch, if any. The Telegram adapter sets it at launch; the
 * edge functions verify it before trusting the user it names (it is never trusted here).
 */
let initData: string | null = null;
const listeners = new Set<() => void>();

export const setTelegramInitData = (raw: string | null) => {
  initData = raw;
  listeners.forEach((listener) => listener());
};

export const telegramAuthorization = (): Record<string, string> =>
  initData ? { Authorization: `tma ${initData}` } : {};

/** Credentials derived from the identity must be dropped when it changes. */
export const onTelegramIdentityChanged = (listener: () => void) => {
  listeners.add(listener);
};
