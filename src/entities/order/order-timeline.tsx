import { useTranslation } from 'react-i18next';
import type { SharedOrder } from '@pizza-order-app/contract/orders-api';
import { useFormatDate } from '../../shared/lib/use-format-date';
// Imported directly, not through the barrel, so the timeline ships only with the order screens.
import { Timeline } from '../../shared/ui/timeline';
import { orderStatusName, orderTimeline } from './order-status';

/** Where the order stands: reached statuses with their times, the steps ahead greyed. */
export function OrderTimeline({ order }: { readonly order: SharedOrder }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <Timeline
      label={t('orders.progress')}
      steps={orderTimeline(order).map(({ statusCode, at, state }) => ({
        key: String(statusCode),
        title: orderStatusName(t, statusCode),
        state,
        ...(at ? { time: formatDate(at, 'time') } : {}),
      }))}
    />
  );
}
