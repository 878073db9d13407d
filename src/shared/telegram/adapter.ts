// The only module that touches the Telegram SDK; loaded on demand inside Telegram only.
import {
  backButton,
  closingBehavior,
  cloudStorage,
  hapticFeedback,
  init,
  locationManager,
  mainButton,
  miniApp,
  openInvoice,
  requestContactComplete,
  requestWriteAccess,
  secondaryButton,
  settingsButton,
  swipeBehavior,
  themeParams,
  viewport,
} from '@telegram-apps/sdk-react';
import { navigate } from 'wouter/use-browser-location';
import { ROUTES } from '@pizza-order-app/contract/config/routes';
import { DEFAULT_LANGUAGE } from '@pizza-order-app/contract/config/languages';
import { localizePath, splitLanguagePath } from '@pizza-order-app/contract/i18n/language-path';
import { followTelegramLanguage } from './first-launch-language';
import type { InvoiceOutcome, MainButtonState, TelegramControls } from './launch';
import { currentLaunchQuery, keepLaunchForSdk, parseLaunchQuery } from './parse-launch-params';
import { readableTheme } from './readable-theme';

/**
 * How long the viewport (size, safe areas) may take to arrive. The app never waits for it: the
 * page uses the window's size and no insets until it comes, and applies it whenever it does.
 */
const VIEWPORT_ANSWER_TIMEOUT_MS = 60_000;

/** Telegram's cloud storage is a server round trip: a client that does not answer is skipped. */
const CLOUD_ANSWER_TIMEOUT_MS = 10_000;

/** The location manager's check and the position: a client that does not answer is no help. */
const LOCATION_ANSWER_TIMEOUT_MS = 30_000;

/** The write-access question waits for the user's answer in the client's dialog, then gives up. */
const WRITE_ACCESS_ANSWER_TIMEOUT_MS = 120_000;

/** Sharing the number waits for the user's decision in the client's dialog, then gives up. */
const CONTACT_ANSWER_TIMEOUT_MS = 120_000;

/** The statuses `invoice_closed` is documented to carry; anything else reads as a failure. */
const INVOICE_STATUSES: readonly string[] = ['paid', 'cancelled', 'failed', 'pending'];

/**
 * A client listens: the web clients embed the app in a frame, the apps inject a proxy, old
 * Windows Phone clients `external.notify`. A launch address copied into a plain browser has none.
 */
const isClientReachable = () =>
  window.parent !== window ||
  'TelegramWebviewProxy' in window ||
  typeof (window.external as { notify?: unknown } | undefined)?.notify === 'function';

/**
 * Puts the client's theme, made readable, on the page as the `--tg-theme-*` variables the styles
 * and telegram-ui read (in place of the SDK's binding of the colours as sent), again whenever the
 * client changes its theme; returns the current palette.
 */
const bindReadableTheme = () => {
  let palette = readableTheme(themeParams.state());
  const apply = () => {
    for (const [key, color] of Object.entries(palette))
      document.documentElement.style.setProperty(`--tg-theme-${key.replaceAll('_', '-')}`, color);
    recolourButtons(palette);
  };
  apply();
  themeParams.state.sub((theme) => {
    palette = readableTheme(theme);
    apply();
  });
  return () => palette;
};

type Palette = ReturnType<typeof readableTheme>;

/** The client draws the MainButton in the colours the page's own buttons have: its text at 4.5:1. */
const mainButtonColours = (palette: Palette) => ({
  backgroundColor: palette.button_color,
  textColor: palette.button_text_color,
});
/** The secondary button as the page's links on its background. */
const secondaryButtonColours = (palette: Palette) => ({
  backgroundColor: palette.bg_color,
  textColor: palette.link_color,
});

/**
 * The client draws its bottom buttons in the colours the app gave them: a button on show when the
 * theme switches takes the new palette's, as the page's own buttons do.
 */
const recolourButtons = (palette: Palette) => {
  if (mainButton.isVisible() && mainButton.setParams.isAvailable())
    mainButton.setParams(mainButtonColours(palette));
  if (secondaryButton.isVisible() && secondaryButton.setParams.isAvailable())
    secondaryButton.setParams(secondaryButtonColours(palette));
};

/**
 * Initialises the SDK and mounts the components the app uses, without waiting on the client;
 * null when this page holds no launch parameters.
 */
export const startTelegram = (): TelegramControls | null => {
  if (!isClientReachable()) return null;
  const query = currentLaunchQuery(window.location.href, window.sessionStorage);
  if (query === null) return null;
  const launch = parseLaunchQuery(query);
  keepLaunchForSdk(launch, window.sessionStorage);
  followTelegramLanguage(launch.initDataRaw);
  // Our lenient reading instead of the SDK's parser, which throws on older clients' launch data.
  init({
    launchParams: {
      tgWebAppPlatform: launch.platform,
      tgWebAppVersion: launch.version,
      tgWebAppThemeParams: launch.themeParams,
      ...(launch.startParam ? { tgWebAppStartParam: launch.startParam } : {}),
    },
  });
  // The theme comes with the launch parameters: mounting it asks the client nothing.
  if (themeParams.mountSync.isAvailable()) themeParams.mountSync();
  const palette = bindReadableTheme();
  if (miniApp.mountSync.isAvailable()) {
    miniApp.mountSync();
    if (miniApp.bindCssVars.isAvailable()) miniApp.bindCssVars();
  }
  if (viewport.mount.isAvailable()) {
    void viewport
      .mount({ timeout: VIEWPORT_ANSWER_TIMEOUT_MS })
      .then(() => {
        if (viewport.bindCssVars.isAvailable()) viewport.bindCssVars();
        if (viewport.expand.isAvailable()) viewport.expand();
      })
      .catch(() => undefined);
  }
  if (backButton.mount.isAvailable()) backButton.mount();
  if (mainButton.mount.isAvailable()) mainButton.mount();
  if (closingBehavior.mount.isAvailable()) closingBehavior.mount();
  if (swipeBehavior.mount.isAvailable()) swipeBehavior.mount();
  if (secondaryButton.mount.isAvailable()) secondaryButton.mount();
  // Telegram's settings button (the menu of the mini app) opens the profile: language, addresses
  // and orders, in the language the customer is using. The app's chrome takes it over once drawn
  // (what is open over the screen closes first); until then it opens the profile itself.
  const openProfile = () => {
    const language = splitLanguagePath(window.location.pathname).language ?? DEFAULT_LANGUAGE;
    navigate(localizePath(ROUTES.profile, language));
  };
  let offSettingsButton: VoidFunction | undefined;
  if (settingsButton.mount.isAvailable()) {
    settingsButton.mount();
    settingsButton.show();
    offSettingsButton = settingsButton.onClick(openProfile);
  }

  let offMainButton: VoidFunction | undefined;
  let offBackButton: VoidFunction | undefined;
  let offSecondaryButton: VoidFunction | undefined;
  let isReady = false;
  const { platform } = launch;

  return {
    launch: {
      initDataRaw: launch.initDataRaw,
      startParam: launch.startParam,
      isDark: themeParams.isDark(),
      platform: platform === 'ios' || platform === 'macos' ? 'ios' : 'base',
    },
    setMainButton: (button: MainButtonState | null) => {
      if (!mainButton.setParams.isAvailable()) return;
      offMainButton?.();
      offMainButton = undefined;
      if (!button) {
        mainButton.setParams({ isVisible: false, isLoaderVisible: false });
        return;
      }
      mainButton.setParams({
        text: button.text,
        ...mainButtonColours(palette()),
        isVisible: true,
        isEnabled: button.enabled ?? true,
        isLoaderVisible: button.loading ?? false,
      });
      offMainButton = mainButton.onClick(button.onClick);
    },
    setSecondaryButton: (button) => {
      if (!secondaryButton.setParams.isAvailable()) return;
      offSecondaryButton?.();
      offSecondaryButton = undefined;
      if (!button) {
        secondaryButton.setParams({ isVisible: false });
        return;
      }
      secondaryButton.setParams({
        text: button.text,
        ...secondaryButtonColours(palette()),
        isVisible: true,
        isEnabled: true,
      });
      offSecondaryButton = secondaryButton.onClick(button.onClick);
    },
    setSettingsButton: (onPress) => {
      if (!settingsButton.onClick.isAvailable()) return;
      offSettingsButton?.();
      offSettingsButton = settingsButton.onClick(onPress ?? openProfile);
    },
    setBackButton: (onBack) => {
      if (!backButton.show.isAvailable()) return;
      offBackButton?.();
      offBackButton = undefined;
      if (!onBack) {
        backButton.hide();
        return;
      }
      backButton.show();
      offBackButton = backButton.onClick(onBack);
    },
    haptic: (kind) => {
      if (!hapticFeedback.impactOccurred.isAvailable()) return;
      if (kind === 'added') hapticFeedback.impactOccurred('light');
      else hapticFeedback.notificationOccurred(kind);
    },
    setClosingConfirmation: (enabled) => {
      if (!closingBehavior.enableConfirmation.isAvailable()) return;
      if (enabled) closingBehavior.enableConfirmation();
      else closingBehavior.disableConfirmation();
    },
    setVerticalSwipes: (enabled) => {
      if (!swipeBehavior.disableVertical.isAvailable()) return;
      if (enabled) swipeBehavior.enableVertical();
      else swipeBehavior.disableVertical();
    },
    close: () => {
      if (miniApp.close.isAvailable()) miniApp.close();
    },
    cloudStorageSupported: cloudStorage.isSupported(),
    readCloud: async (key) => {
      if (!cloudStorage.getItem.isAvailable()) return null;
      return cloudStorage.getItem(key, { timeout: CLOUD_ANSWER_TIMEOUT_MS }).then(
        (value: string) => value,
        () => null,
      );
    },
    writeCloud: async (key, value) => {
      if (!cloudStorage.setItem.isAvailable()) return false;
      return cloudStorage.setItem(key, value, { timeout: CLOUD_ANSWER_TIMEOUT_MS }).then(
        () => true,
        () => false,
      );
    },
    canRequestWriteAccess: requestWriteAccess.isAvailable(),
    requestWriteAccess: async () => {
      if (!requestWriteAccess.isAvailable()) return null;
      return requestWriteAccess({ timeout: WRITE_ACCESS_ANSWER_TIMEOUT_MS }).then(
        (status) => status === 'allowed',
        () => null,
      );
    },
    locationSupported: locationManager.isSupported(),
    requestLocation: async () => {
      try {
        if (!locationManager.isMounted())
          await locationManager.mount({ timeout: LOCATION_ANSWER_TIMEOUT_MS });
        if (!locationManager.isAvailable()) return { refused: 'unavailable' };
        if (locationManager.isAccessRequested() && !locationManager.isAccessGranted())
          return { refused: 'denied' };
        const { longitude, latitude } = (await locationManager.requestLocation({
          timeout: LOCATION_ANSWER_TIMEOUT_MS,
        })) as { longitude: number; latitude: number };
        return { point: { longitude, latitude } };
      } catch {
        // Declined at the prompt (the client answers "not available"), or no answer in time.
        return { refused: locationManager.isAccessGranted() ? 'unavailable' : 'denied' };
      }
    },
    openLocationSettings: () => {
      if (locationManager.openSettings.isAvailable()) locationManager.openSettings();
    },
    watchTheme: (listener) => themeParams.isDark.sub((isDark) => listener(isDark)),
    openInvoice: async (link) => {
      if (!openInvoice.isAvailable()) return 'unavailable';
      // No timeout: the form stays open for as long as the customer takes to pay.
      return openInvoice(link, 'url').then(
        (status): InvoiceOutcome =>
          INVOICE_STATUSES.includes(status) ? (status as InvoiceOutcome) : 'failed',
        (): InvoiceOutcome => 'unavailable',
      );
    },
    canRequestContact: requestContactComplete.isAvailable(),
    requestContact: async () => {
      if (!requestContactComplete.isAvailable()) return null;
      // Declined, unsupported or silent: the customer types the number instead, with no error.
      return requestContactComplete({ timeout: CONTACT_ANSWER_TIMEOUT_MS }).then(
        ({ raw }) => raw,
        () => null,
      );
    },
    ready: () => {
      if (isReady || !miniApp.ready.isAvailable()) return;
      isReady = true;
      miniApp.ready();
    },
  };
};
