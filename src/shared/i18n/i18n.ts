import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { LANGUAGES, type Language } from '../config/languages';

// Each language's messages are their own chunk, fetched on first use and cached by i18next.
const messageLoaders = import.meta.glob<Record<string, unknown>>('../../../locales/*.json', {
  import: 'default',
});

const loadMessages = (language: string) => {
  const load = messageLoaders[`../../../locales/${language}.json`];
  if (!load) throw new Error(`No messages for language "${language}"`);
  return load();
};

export const i18n = i18next.createInstance();

export const initI18n = async (language: Language) => {
  await i18n
    .use(initReactI18next)
    .use(resourcesToBackend(loadMessages))
    .init({
      lng: language,
      supportedLngs: LANGUAGES,
      fallbackLng: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  return i18n;
};
