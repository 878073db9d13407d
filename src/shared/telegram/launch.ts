/** Where this tab keeps the client's launch query for reloads and later navigations. */
export const LAUNCH_QUERY_STORAGE_KEY = 'telegram-launch';
/** Where the SDK reads launch parameters when the address has none it can parse (its own key). */
export const SDK_LAUNCH_PARAMS_KEY = 'tapps/launchParams';

/**
 * Whether this page was opened by a Telegram client, decided without loading the SDK so web
 * visitors never download it: the client puts launch parameters in the hash, and the SDK keeps
 * them in sessionStorage for later navigations and reloads.
 */
export const isTelegramLaunch = () => {
  const { hash, search } = window.location;
  if (/[#&?]tgWebApp(Data|Platform)=/.test(`${hash}&${search}`)) return true;
  try {
    return [LAUNCH_QUERY_STORAGE_KEY, SDK_LAUNCH_PARAMS_KEY].some(
      (key) => window.sessionStorage.getItem(key) !== null,
    );
  } catch {
    return false;
  }
};

/** What the rest of the app learns about a Telegram launch. */
export interface TelegramLaunch {
  /** Raw init data for /api/hash; never trusted before the edge function verified it. */
  readonly initDataRaw: string | null;
  readonly startParam: string | null;
  readonly isDark: boolean;
  readonly platform: 'ios' | 'base';
}

export type HapticKind = 'added' | 'error' | 'success';

/** The Telegram client's controls, as the app drives them. */
export interface TelegramControls {
  readonly launch: TelegramLaunch;
  readonly setMainButton: (button: MainButtonState | null) => void;
  readonly setBackButton: (onBack: (() => void) | null) => void;
  /** What Telegram's settings button does; null for its own default, opening the profile. */
  readonly setSettingsButton: (onPress: (() => void) | null) => void;
  /** Telegram's secondary bottom button (Mini Apps 7.10+): shown with a state, hidden with null. */
  readonly setSecondaryButton: (button: SecondaryButtonState | null) => void;
  readonly haptic: (kind: HapticKind) => void;
  readonly setClosingConfirmation: (enabled: boolean) => void;
  readonly setVerticalSwipes: (enabled: boolean) => void;
  readonly ready: () => void;
  readonly close: () => void;
  /**
   * Calls `listener` whenever the client switches between a dark and a light theme while the app
   * is open (the user's night mode); returns the call that stops it.
   */
  readonly watchTheme: (listener: (isDark: boolean) => void) => VoidFunction;
  /** The client can share the user's phone number (Mini Apps 6.9 and later). */
  readonly canRequestContact: boolean;
  /**
   * Asks the user to share their phone number: Telegram's signed contact, as the client returns
   * it, or null when they declined, the client cannot, or it did not answer in time.
   */
  readonly requestContact: () => Promise<string | null>;
  /** The client can ask the user to let the chain's bot write to them (Mini Apps 6.9 and later). */
  readonly canRequestWriteAccess: boolean;
  /** Asks it: true allowed, false refused, null no answer (or the client cannot ask). */
  readonly requestWriteAccess: () => Promise<boolean | null>;
  /** Telegram keeps a few values per user for this bot, on every device (Mini Apps 6.9+). */
  readonly cloudStorageSupported: boolean;
  /** A value from Telegram's cloud storage: '' when never written, null when it did not answer. */
  readonly readCloud: (key: string) => Promise<string | null>;
  /** Writes a value (at most 4096 characters) to Telegram's cloud storage; false when it failed. */
  readonly writeCloud: (key: string, value: string) => Promise<boolean>;
  /** Telegram's own location manager answers "use my location" (Mini Apps 8.0 and later). */
  readonly locationSupported: boolean;
  /** The device's position through Telegram, asking for permission the first time. */
  readonly requestLocation: () => Promise<TelegramLocation>;
  /** Telegram's settings of this mini app, where a denied location can be allowed again. */
  readonly openLocationSettings: () => void;
  /**
   * Opens an invoice link (`https://t.me/$…`) in Telegram's payment form and tells how it closed;
   * `unavailable` when the client cannot open it (too old, another invoice open, a bad link).
   */
  readonly openInvoice: (link: string) => Promise<InvoiceOutcome>;
}

/** How Telegram's payment form closed (Mini Apps `invoice_closed`), or that it never opened. */
export type InvoiceOutcome = 'paid' | 'cancelled' | 'failed' | 'pending' | 'unavailable';

export type TelegramLocation =
  | { readonly point: { readonly longitude: number; readonly latitude: number } }
  | { readonly refused: 'denied' | 'unavailable' };

export interface SecondaryButtonState {
  readonly text: string;
  readonly onClick: () => void;
}

export interface MainButtonState {
  readonly text: string;
  readonly onClick: () => void;
  readonly loading?: boolean;
  readonly enabled?: boolean;
}
