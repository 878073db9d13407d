import { useGate, useUnit } from 'effector-react';
import { $isMessengerMode } from '../../entities/customer';
import { SavedAddressesSyncGate } from '../../entities/customer/lazy';
import { useTranslation } from 'react-i18next';
import { $isTelegramSessionRefused, closeRequested } from '../../shared/telegram/model';
import { Button, Notice } from '../../shared/ui';
import {
  $basketSyncFailed,
  BasketSyncGate,
  basketSyncRetried,
  loadBasketFx,
  saveBasketFx,
} from './model';

/**
 * Keeps the cart and the Telegram basket, or the signed-in customer's, in step while mounted
 * (and the saved addresses, in the Telegram user's cloud storage or on the server), and makes
 * docs/product.md §8's error flag visible: the cart is safe on this device, only the server's
 * copy is behind.
 */
function ChannelBasketSync({ messenger }: { readonly messenger: boolean }) {
  const { t } = useTranslation();
  useGate(BasketSyncGate);
  useGate(SavedAddressesSyncGate);
  const [failed, retry, loading, saving, refused, close] = useUnit([
    $basketSyncFailed,
    basketSyncRetried,
    loadBasketFx.pending,
    saveBasketFx.pending,
    $isTelegramSessionRefused,
    closeRequested,
  ]);
  const notice = (() => {
    // No retry can help a launch the edge refused: only opening the app again from the bot can.
    if (messenger && refused)
      return (
        <Notice tone="warning">
          {t('error.telegram-session')}{' '}
          <Button variant="ghost" onClick={close}>
            {t('error.telegram-session-close')}
          </Button>
        </Notice>
      );
    if (!failed) return null;
    return (
      <Notice tone="warning">
        {t(messenger ? 'cart.sync-failed' : 'cart.sync-failed-account')}{' '}
        <Button variant="ghost" busy={loading || saving} onClick={retry}>
          {t('common.retry')}
        </Button>
      </Notice>
    );
  })();
  return notice;
}

/** Another channel (a bot link opened while signed in, say) is another basket: it starts over. */
export default function BasketSync() {
  const messenger = useUnit($isMessengerMode);
  return <ChannelBasketSync key={String(messenger)} messenger={messenger} />;
}
