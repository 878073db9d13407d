// The only module that touches the Telegram SDK; loaded on demand inside Telegram only.
import {
  backButton,
  closingBehavior,
  hapticFeedback,
  init,
  initData,
  isTMA,
  mainButton,
  miniApp,
  retrieveLaunchParams,
  swipeBehavior,
  themeParams,
  viewport,
} from '@telegram-apps/sdk-react';
import type { MainButtonState, TelegramControls } from './launch';

/** Initialises the SDK and mounts the components the app uses; null when this is not Telegram. */
export const startTelegram = async (): Promise<TelegramControls | null> => {
  if (!(await isTMA('complete'))) return null;
  init();
  initData.restore();
  const launchParams = retrieveLaunchParams();
  if (themeParams.mount.isAvailable()) {
    // The theme comes with the launch parameters; a client that does not answer leaves defaults.
    await Promise.resolve(themeParams.mount()).catch(() => undefined);
    if (themeParams.bindCssVars.isAvailable()) themeParams.bindCssVars();
  }
  if (miniApp.mount.isAvailable()) {
    await Promise.resolve(miniApp.mount()).catch(() => undefined);
    if (miniApp.bindCssVars.isAvailable()) miniApp.bindCssVars();
  }
  if (viewport.mount.isAvailable()) {
    await viewport.mount().catch(() => undefined);
    if (viewport.bindCssVars.isAvailable()) viewport.bindCssVars();
    if (viewport.expand.isAvailable()) viewport.expand();
  }
  if (backButton.mount.isAvailable()) backButton.mount();
  if (mainButton.mount.isAvailable()) mainButton.mount();
  if (closingBehavior.mount.isAvailable()) closingBehavior.mount();
  if (swipeBehavior.mount.isAvailable()) swipeBehavior.mount();

  let offMainButton: VoidFunction | undefined;
  let offBackButton: VoidFunction | undefined;
  let isReady = false;
  const platform = launchParams.tgWebAppPlatform;

  return {
    launch: {
      initDataRaw: initData.raw() ?? null,
      startParam: initData.startParam() ?? launchParams.tgWebAppStartParam ?? null,
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
        isVisible: true,
        isEnabled: button.enabled ?? true,
        isLoaderVisible: button.loading ?? false,
      });
      offMainButton = mainButton.onClick(button.onClick);
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
    ready: () => {
      if (isReady || !miniApp.ready.isAvailable()) return;
      isReady = true;
      miniApp.ready();
    },
  };
};
