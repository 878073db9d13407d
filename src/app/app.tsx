import { StrictMode, useEffect } from 'react';
import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { ScopeReads } from '../shared/api/scope-reads';
import { SkinContext, type Skin } from '../shared/ui';
import { LocalizedRouter } from './router';

interface AppProps {
  readonly scope: Scope;
  readonly i18n: I18n;
  /** The Telegram skin inside the mini-app; null on the web. */
  readonly skin: Skin | null;
  /** Called once the first screen is committed. */
  readonly onRendered?: () => void;
}

export function App({ scope, i18n, skin, onRendered }: AppProps) {
  useEffect(() => {
    onRendered?.();
  }, [onRendered]);
  const router = <LocalizedRouter />;
  return (
    <StrictMode>
      <Provider value={scope}>
        <ScopeReads>
          <I18nextProvider i18n={i18n}>
            <SkinContext value={skin}>
              {skin ? <skin.Root>{router}</skin.Root> : router}
            </SkinContext>
          </I18nextProvider>
        </ScopeReads>
      </Provider>
    </StrictMode>
  );
}
