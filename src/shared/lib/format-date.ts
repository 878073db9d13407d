import { LANGUAGE_INFO, type Language } from '../config/languages';

/**
 * A date the way the language writes it ("22 ноября 2026 г.", "November 22, 2026"), in Tashkent
 * time. Pure, so the edge writes dates exactly as the app does.
 */
export const formatDate = (
  iso: string,
  language: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
) =>
  new Intl.DateTimeFormat(LANGUAGE_INFO[language].tag, {
    timeZone: 'Asia/Tashkent',
    ...options,
  }).format(new Date(iso));
