import { createRoot } from 'react-dom/client';
import { allSettled, fork } from 'effector';
import { DEFAULT_LANGUAGE, LANGUAGE_INFO } from '../shared/config/languages';
import { publicConfig } from '../shared/config/env';
import { initI18n } from '../shared/i18n/i18n';
import { splitLanguagePath } from '../shared/i18n/language-path';
import { languageRedirect } from '../shared/i18n/language-redirect';
import { App } from './app';
import { appStarted } from './model';
import { initSentry } from './sentry';
import { currentVisitor } from './visitor';

export async function boot(container: HTMLElement) {
  if (publicConfig.sentryDsn) initSentry(publicConfig.sentryDsn, publicConfig.release);

  // Settle the language before the first paint, so a visitor never sees the wrong one flash.
  const redirect = languageRedirect(window.location.pathname, currentVisitor());
  if (redirect) {
    window.history.replaceState(
      window.history.state,
      '',
      `${redirect}${window.location.search}${window.location.hash}`,
    );
  }
  const language = splitLanguagePath(window.location.pathname).language ?? DEFAULT_LANGUAGE;
  document.documentElement.lang = LANGUAGE_INFO[language].tag;
  const i18n = await initI18n(language);

  const scope = fork();
  await allSettled(appStarted, { scope });
  createRoot(container).render(<App scope={scope} i18n={i18n} />);
}
