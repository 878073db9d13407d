import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { $language } from '../i18n/model';
import { formatDate, type DateStyle } from '@pizza-order-app/contract/lib/format-date';

/** Dates in the visitor's language (see formatDate). */
export const useFormatDate = () => {
  const language = useUnit($language);
  return useCallback(
    (iso: string, style?: DateStyle) => formatDate(iso, language, style),
    [language],
  );
};
