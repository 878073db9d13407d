import { render } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../../../../locales/en.json';
import { $api, createApi } from '../../api/model';
import { MESSAGE_NAMESPACES } from '../../i18n/message-parts';
import { $language } from '../../i18n/model';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  // Both parts of the messages, as the app loads them: a screen may ask for the second.
  resources: { en: { [MESSAGE_NAMESPACES.shell]: en, [MESSAGE_NAMESPACES.screens]: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Renders UI the way the app does: inside one effector scope, with English messages. */
export const englishScope = () =>
  fork({
    values: [
      [$language, 'en'],
      [$api, createApi()],
    ],
  });

export const renderApp = (ui: ReactNode, scope: Scope = englishScope()) => ({
  scope,
  ...render(
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </Provider>,
  ),
});
