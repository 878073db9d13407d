import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CHOICE_KEY,
  LANGUAGE_INFO,
  type Language,
} from '@pizza-order-app/contract/config/languages';
import { i18n } from './i18n';
import { manifestPath } from '@pizza-order-app/contract/i18n/language-path';
import { serializeLanguageCookie } from '@pizza-order-app/contract/i18n/language-cookie';

/** The router opens this gate with the language of the current route. */
export const LanguageGate = createGate<Language>({ defaultState: DEFAULT_LANGUAGE });

/** The visitor picked a language in the switcher. */
export const languageChosen = createEvent<Language>();

export const $language = createStore<Language>(DEFAULT_LANGUAGE);

export const applyLanguageFx = createEffect(async (language: Language) => {
  document.documentElement.lang = LANGUAGE_INFO[language].tag;
  // Installing from this page installs this language's app.
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPath(language));
  await i18n.changeLanguage(language);
});

export const saveLanguageChoiceFx = createEffect((language: Language) => {
  document.cookie = serializeLanguageCookie(language);
  localStorage.setItem(LANGUAGE_CHOICE_KEY, language);
});

sample({ clock: LanguageGate.state, target: $language });
sample({ clock: $language, target: applyLanguageFx });
sample({ clock: languageChosen, target: saveLanguageChoiceFx });
