/// <reference types="vite/client" />
// The bench's floor for the Telegram launch (scripts/bench.mjs): the stack floor
// (scripts/bench/floor) with what every launch inside Telegram adds — the Telegram SDK started
// from the launch parameters and telegram-ui's root and styles — rendering one heading. What the
// launch costs beyond this page is the app's own doing.
import '@telegram-apps/telegram-ui/dist/styles.css';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createStore, fork } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { init, miniApp, themeParams } from '@telegram-apps/sdk-react';
import { AppRoot, Title } from '@telegram-apps/telegram-ui';

const $titleKey = createStore('title');

const Heading = () => {
  const { t } = useTranslation();
  return createElement(Title, { level: '1', Component: 'h1' }, t(useUnit($titleKey)));
};

init();
if (themeParams.mountSync.isAvailable()) themeParams.mountSync();
if (miniApp.mountSync.isAvailable()) miniApp.mountSync();

const i18n = i18next.createInstance();
const root = document.getElementById('root');
if (root)
  void i18n.init({ lng: 'ru', resources: { ru: { translation: { title: 'Меню' } } } }).then(() => {
    createRoot(root).render(
      createElement(
        Provider,
        { value: fork() },
        createElement(
          I18nextProvider,
          { i18n },
          createElement(AppRoot, { appearance: 'light' }, createElement(Heading)),
        ),
      ),
    );
    if (miniApp.ready.isAvailable()) miniApp.ready();
  });
