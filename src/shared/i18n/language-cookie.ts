import { LANGUAGE_COOKIE, type Language } from '../config/languages';

export const readLanguageCookie = (cookieHeader: string): string | undefined =>
  cookieHeader
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE.name)?.[1];

export const serializeLanguageCookie = (language: Language) =>
  `${LANGUAGE_COOKIE.name}=${language}; Max-Age=${LANGUAGE_COOKIE.maxAgeSeconds}; Path=/; SameSite=Lax`;
