import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { $language } from '../i18n/model';
import { formatDate } from './format-date';

/** Dates in the visitor's language (see formatDate). */
export const useFormatDate = () => {
  const language = useUnit($language);
  return useCallback(
    (iso: string, options?: Intl.DateTimeFormatOptions) => formatDate(iso, language, options),
    [language],
  );
};
