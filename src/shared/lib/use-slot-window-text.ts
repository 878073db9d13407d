import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotWindow } from '@pizza-order-app/contract/lib/time-slots';
import { useFormatDate } from './use-format-date';

/**
 * A delivery slot as the customer reads it, "Сегодня, 11:00–11:30": the same words in the
 * checkout's choice and on the tracker. `start` (ISO) names the date of a slot on another day.
 */
export const useSlotWindowText = () => {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return useCallback(
    ({ from, to, dayOffset }: SlotWindow, start: string) =>
      dayOffset === 0
        ? t('checkout.slot-today', { from, to })
        : dayOffset === 1
          ? t('checkout.slot-tomorrow', { from, to })
          : t('checkout.slot-on-date', { from, to, date: formatDate(start, 'date') }),
    [t, formatDate],
  );
};
