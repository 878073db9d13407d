import { LANGUAGE_COOKIE, type Language } from '../config/languages';
import { cookieValue } from '../lib/cookie';

export const readLanguageCookie = (cookieHeader: string): string | undefined =>
  cookieValue(cookieHeader, LANGUAGE_COOKIE.name);

export const serializeLanguageCookie = (language: Language) =>
  `${LANGUAGE_COOKIE.name}=${language}; Max-Age=${LANGUAGE_COOKIE.maxAgeSeconds}; Path=/; SameSite=Lax`;
