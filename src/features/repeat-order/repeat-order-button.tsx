import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $hasLocation } from '../../entities/location';
import { useMenu } from '../../entities/menu';
import type { Order } from '@pizza-order-app/contract/orders-api';
import { Button, Notice } from '../../shared/ui';
import { $lastRepeat, orderRepeated } from './model';
import './repeat-order-button.css';

/** Puts an earlier order back into the cart and says what could not be added. */
export function RepeatOrderButton({ order }: { readonly order: Order }) {
  const { t } = useTranslation();
  const [repeat, lastRepeat, hasLocation] = useUnit([orderRepeated, $lastRepeat, $hasLocation]);
  const { menu, isLoading } = useMenu();
  const outcome = lastRepeat?.orderId === order.orderId ? lastRepeat : null;
  return (
    <div className="repeat-order">
      <Button
        variant="secondary"
        // With a location chosen, wait for its menu: it decides what is still cooked.
        busy={hasLocation && isLoading}
        aria-label={t('orders.repeat-label', { id: order.orderId })}
        onClick={() => repeat({ order, menu })}
      >
        {t('orders.repeat')}
      </Button>
      {outcome && outcome.added > 0 && <Notice tone="success">{t('orders.repeated')}</Notice>}
      {outcome && outcome.unavailable.length > 0 && (
        <Notice tone="warning">
          {t('orders.unavailable', { names: outcome.unavailable.join(', ') })}
        </Notice>
      )}
    </div>
  );
}
