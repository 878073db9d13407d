import { StrictMode } from 'react';
import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { LocalizedRouter } from './router';

interface AppProps {
  readonly scope: Scope;
  readonly i18n: I18n;
}

export function App({ scope, i18n }: AppProps) {
  return (
    <StrictMode>
      <Provider value={scope}>
        <I18nextProvider i18n={i18n}>
          <LocalizedRouter />
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
}
