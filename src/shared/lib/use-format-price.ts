import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { $language } from '../i18n/model';
import { formatAmount } from '@pizza-order-app/contract/lib/format-amount';

/** Prices with the language's word for so'm (`common.price`), grouped as formatAmount does. */
export const useFormatPrice = () => {
  const { t } = useTranslation();
  const language = useUnit($language);
  return useCallback(
    (amount: number) => t('common.price', { amount: formatAmount(amount, language) }),
    [t, language],
  );
};
