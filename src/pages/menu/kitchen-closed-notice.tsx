import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useMenu } from '../../entities/menu';
import { $now } from '../../shared/lib/clock/model';
import { isOpenAt } from '@pizza-order-app/contract/lib/kitchen-hours';
import { Notice } from '../../shared/ui';

/**
 * While the kitchen is closed the menu says when it opens, so the customer learns it here, not at
 * checkout. It follows the clock: a kitchen that opens while the page is open drops it.
 */
export function KitchenClosedNotice() {
  const { t } = useTranslation();
  const now = useUnit($now);
  const { menu } = useMenu();
  if (!menu || isOpenAt(menu, new Date(now))) return null;
  return <Notice tone="warning">{t('menu.kitchen-closed', { time: menu.starTime })}</Notice>;
}
