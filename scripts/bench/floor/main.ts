// The bench's floor (scripts/bench.mjs): the stack every page of the app starts on — React,
// i18next and effector — rendering one heading and nothing else. What a page costs beyond this
// page is the app's own doing.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createStore, fork } from 'effector';
import { Provider, useUnit } from 'effector-react';

const $titleKey = createStore('title');

const Heading = () => {
  const { t } = useTranslation();
  return createElement('h1', null, t(useUnit($titleKey)));
};

const i18n = i18next.createInstance();
const root = document.getElementById('root');
if (root)
  void i18n
    .init({ lng: 'ru', resources: { ru: { translation: { title: 'Меню' } } } })
    .then(() =>
      createRoot(root).render(
        createElement(
          Provider,
          { value: fork() },
          createElement(I18nextProvider, { i18n }, createElement(Heading)),
        ),
      ),
    );
