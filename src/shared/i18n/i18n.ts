import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { LANGUAGES, type Language } from '@pizza-order-app/contract/config/languages';
import { MESSAGE_NAMESPACES, type MessagePart } from './message-parts';

type MessageLoaders = Record<string, () => Promise<Record<string, unknown>>>;

// Each language's messages are two chunks, fetched on first use and cached by i18next.
const MESSAGE_LOADERS: Readonly<Record<MessagePart, MessageLoaders>> = {
  shell: import.meta.glob<Record<string, unknown>>('../../../locales/*.json', {
    query: '?part=shell',
    import: 'default',
  }),
  screens: import.meta.glob<Record<string, unknown>>('../../../locales/*.json', {
    query: '?part=screens',
    import: 'default',
  }),
};

const loadMessages = (language: string, namespace: string) => {
  const part: MessagePart = namespace === MESSAGE_NAMESPACES.screens ? 'screens' : 'shell';
  const load = MESSAGE_LOADERS[part][`../../../locales/${language}.json`];
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
      ns: [MESSAGE_NAMESPACES.shell],
      defaultNS: MESSAGE_NAMESPACES.shell,
      // Keys stay `checkout.place`: a key the shell part lacks is looked up in the screens part.
      fallbackNS: MESSAGE_NAMESPACES.screens,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  return i18n;
};

/**
 * The messages of every screen but the menu, for the current language and, once asked for, for
 * each language the visitor switches to (i18next reloads loaded namespaces on a switch).
 */
export const loadScreenMessages = () => i18n.loadNamespaces(MESSAGE_NAMESPACES.screens);
