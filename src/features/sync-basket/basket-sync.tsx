import { useGate, useUnit } from 'effector-react';
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
import { AddressesSyncGate } from './addresses-model';

/**
 * Keeps the cart and the Telegram basket in step while mounted, and the saved addresses in the
 * Telegram user's cloud storage, and makes docs/product.md §8's error flag
 * visible: the cart is safe on this device, only the Telegram copy is behind.
 */
export default function BasketSync() {
  const { t } = useTranslation();
  useGate(BasketSyncGate);
  useGate(AddressesSyncGate);
  const [failed, retry, loading, saving, refused, close] = useUnit([
    $basketSyncFailed,
    basketSyncRetried,
    loadBasketFx.pending,
    saveBasketFx.pending,
    $isTelegramSessionRefused,
    closeRequested,
  ]);
  // No retry can help a launch the edge refused: only opening the app again from the bot can.
  if (refused) {
    return (
      <Notice tone="warning">
        {t('error.telegram-session')}{' '}
        <Button variant="ghost" onClick={close}>
          {t('error.telegram-session-close')}
        </Button>
      </Notice>
    );
  }
  if (!failed) return null;
  return (
    <Notice tone="warning">
      {t('cart.sync-failed')}{' '}
      <Button variant="ghost" busy={loading || saving} onClick={retry}>
        {t('common.retry')}
      </Button>
    </Notice>
  );
}
