import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_INFO } from '../config/languages';
import { $language } from '../i18n/model';

/** Prices in so'm, grouped the way the visitor's language writes numbers. */
export const useFormatPrice = () => {
  const { t } = useTranslation();
  const language = useUnit($language);
  return useCallback(
    (amount: number) =>
      t('common.price', {
        amount: new Intl.NumberFormat(LANGUAGE_INFO[language].tag).format(Math.round(amount)),
      }),
    [t, language],
  );
};
