import type { Language } from '@pizza-order-app/contract/config/languages';

/**
 * A courier's distance as the tracker says it: metres rounded to tens below a kilometre ("350"),
 * else kilometres with one decimal, its separator the language's ("1,2" in Russian and Uzbek,
 * "1.2" in English; written by hand, as Chromium has no Uzbek number data).
 */
export const formatDistance = (meters: number, language: Language) => {
  const tens = Math.max(10, Math.round(meters / 10) * 10);
  if (tens < 1000) return { unit: 'm', value: String(tens) } as const;
  const km = (Math.round(meters / 100) / 10).toFixed(1);
  return { unit: 'km', value: language === 'en' ? km : km.replace('.', ',') } as const;
};
