import { loadMessengerEntry } from '../features/messenger-entry';
import { startAppOf } from '@pizza-order-app/contract/lib/start-app-query';

/**
 * Inside Telegram: the SDK, the identity for /api/hash and the telegram-ui skin, all on demand
 * (boot loads this module only for a Telegram launch). The skin downloads beside the SDK.
 */
export const launchTelegram = async () => {
  const skin = import('../shared/ui/telegram-skin');
  const controls = await import('../shared/telegram/adapter')
    .then((adapter) => adapter.startTelegram())
    .catch((error: unknown) => {
      // The app goes on as a web page.
      console.warn('Telegram SDK did not start', error);
      return null;
    });
  if (!controls) {
    // Not needed after all, nor its failure.
    void skin.catch(() => undefined);
    return null;
  }
  // A button of the chain's bot opens the app with `?startapp=` (a Web App button carries no
  // start_param of Telegram's own): the one start parameter, applied by the one rule.
  const startParam = controls.launch.startParam ?? startAppOf(window.location.search);
  if (startParam) (await loadMessengerEntry()).applyStartParam(startParam);
  const { telegramSkin } = await skin;
  document.documentElement.classList.add('telegram');
  return { controls, skin: telegramSkin(controls.launch) };
};
