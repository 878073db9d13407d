import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Button, Notice } from '../../shared/ui';
import {
  $basketSyncFailed,
  BasketSyncGate,
  basketSyncRetried,
  loadBasketFx,
  saveBasketFx,
} from './model';

/**
 * Keeps the cart and the Telegram basket in step while mounted, and makes spec §8's error flag
 * visible: the cart is safe on this device, only the Telegram copy is behind.
 */
export default function BasketSync() {
  const { t } = useTranslation();
  useGate(BasketSyncGate);
  const [failed, retry, loading, saving] = useUnit([
    $basketSyncFailed,
    basketSyncRetried,
    loadBasketFx.pending,
    saveBasketFx.pending,
  ]);
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
