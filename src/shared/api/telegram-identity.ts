/**
 * The raw Telegram init data one app instance's API clients send, if any: the network layer's
 * copy of the launch's (`$telegramLaunch`), set through `telegramIdentityChangedFx` when the
 * app's scope hears of the launch. The edge functions verify it before trusting the user it
 * names (never here). One per set of clients (`createApiClients`), so one per scope.
 */
export const createTelegramIdentity = () => {
  let initData: string | null = null;
  const listeners: (() => void)[] = [];
  return {
    /** The clients' credentials follow the Telegram identity of the launch. */
    change: (raw: string | null) => {
      initData = raw;
      listeners.forEach((listener) => listener());
    },
    authorization: (): Record<string, string> =>
      initData ? { Authorization: `tma ${initData}` } : {},
    /** Credentials derived from the identity must be dropped when it changes. */
    onChange: (listener: () => void) => {
      listeners.push(listener);
    },
  };
};

export type TelegramIdentity = ReturnType<typeof createTelegramIdentity>;
