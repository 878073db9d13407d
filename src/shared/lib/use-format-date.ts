import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { LANGUAGE_INFO } from '../config/languages';
import { $language } from '../i18n/model';

/** Dates the way the visitor's language writes them ("22 ноября 2026 г.", "November 22, 2026"). */
export const useFormatDate = () => {
  const language = useUnit($language);
  return useCallback(
    (iso: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }) =>
      new Intl.DateTimeFormat(LANGUAGE_INFO[language].tag, {
        timeZone: 'Asia/Tashkent',
        ...options,
      }).format(new Date(iso)),
    [language],
  );
};
