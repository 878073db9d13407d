import { render } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Language } from '@pizza-order-app/contract/config/languages';
import en from '../../../../locales/en.json';
import ru from '../../../../locales/ru.json';
import uz from '../../../../locales/uz.json';
import { $api, createApi } from '../../api/model';
import { MESSAGE_NAMESPACES } from '../../i18n/message-parts';
import { $language } from '../../i18n/model';

const MESSAGES = { ru, en, uz };
const instances: Partial<Record<Language, I18n>> = {};

/**
 * The app's messages in one language, both parts, as it has them once a screen is open; one
 * instance a language, made on first use.
 */
export const messagesIn = (language: Language) =>
  (instances[language] ??= (() => {
    const i18n = i18next.createInstance();
    void i18n.use(initReactI18next).init({
      lng: language,
      resources: {
        [language]: {
          [MESSAGE_NAMESPACES.shell]: MESSAGES[language],
          [MESSAGE_NAMESPACES.screens]: MESSAGES[language],
        },
      },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    return i18n;
  })());

/** Renders UI the way the app does: inside one effector scope, with English messages. */
export const englishScope = () =>
  fork({
    values: [
      [$language, 'en'],
      [$api, createApi()],
    ],
  });

/** `language` picks the messages only: the scope says which language the models use. */
export const renderApp = (
  ui: ReactNode,
  scope: Scope = englishScope(),
  language: Language = 'en',
) => ({
  scope,
  ...render(
    <Provider value={scope}>
      <I18nextProvider i18n={messagesIn(language)}>{ui}</I18nextProvider>
    </Provider>,
  ),
});
