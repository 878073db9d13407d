import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { allSettled, fork, scopeBind } from 'effector';
import { DEFAULT_LANGUAGE, LANGUAGE_INFO } from '@pizza-order-app/contract/config/languages';
import { LINK_PRELOAD_DELAY_MS } from '../shared/config/constants';
import { PRERENDERED_ATTRIBUTE } from '@pizza-order-app/contract/config/shell-path';
import { initI18n } from '../shared/i18n/i18n';
import { $language } from '../shared/i18n/model';
import { localizePath, splitLanguagePath } from '@pizza-order-app/contract/i18n/language-path';
import { languageRedirect } from '@pizza-order-app/contract/i18n/language-redirect';
import { loadMessengerEntry, startsFromLink } from '../features/messenger-entry';
import { $api, createApi, warmUpMainApiFx } from '../shared/api/model';
import { loadScreenAtFx, screenLoadersRegistered } from '../shared/lib/navigation/screen-loaders';
import { watchPreloadErrors } from '../shared/lib/freshness/chunk-errors';
import { nextTask } from '../shared/lib/dom/next-task';
import { whenIdle } from '../shared/lib/dom/when-idle';
import { isTelegramLaunch } from '../shared/telegram/launch';
import { telegramLaunched } from '../shared/telegram/model';
import { App } from './app';
import { preloadOfflineNotice } from './layout/lazy-offline-notice';
import { appStarted } from './model';
import { extensionsAsked } from '../entities/backend';
import { enterRoute } from './route-middleware';
import { SCREEN_LOADERS } from './screens';
import { startSentry } from './report-error';
import { currentVisitor } from './visitor';

export async function boot(container: HTMLElement) {
  watchPreloadErrors();
  startSentry();
  if (
    startsFromLink(window.location.search) &&
    (await (await loadMessengerEntry()).runMessengerEntry())
  )
    return;
  if (import.meta.env.DEV)
    await import('../shared/telegram/dev-mock').then((mock) => mock.mockTelegramForDevelopment());
  // Inside Telegram only: a web visitor's first load holds none of its start. Its code missing,
  // the app goes on as a web page.
  const telegram = isTelegramLaunch()
    ? await import('./launch-telegram').then(
        ({ launchTelegram }) => launchTelegram(),
        (error: unknown) => {
          console.warn('Telegram SDK did not start', error);
          return null;
        },
      )
    : null;

  // Settle the language before the first paint, so a visitor never sees the wrong one flash.
  const redirect = languageRedirect(window.location.pathname, currentVisitor());
  if (redirect) {
    window.history.replaceState(
      window.history.state,
      '',
      `${redirect}${window.location.search}${window.location.hash}`,
    );
  }
  const { language: pathLanguage, path } = splitLanguagePath(window.location.pathname);
  const language = pathLanguage ?? DEFAULT_LANGUAGE;
  document.documentElement.lang = LANGUAGE_INFO[language].tag;
  const messagesLoaded = initI18n(language);

  // The language is known before the first render, so the screens' first requests use it.
  const scope = fork({
    values: [
      [$language, language],
      [$api, createApi()],
    ],
  });
  if (telegram) await allSettled(telegramLaunched, { scope, params: telegram.controls });
  // With the launch's identity in place: a token asked before it would be asked again after.
  await allSettled(warmUpMainApiFx, { scope });
  // The start in tasks a phone can answer a tap between: the language and the scope, the models'
  // start (the stored cart and place read and checked), then the route and its screen.
  await nextTask();
  await allSettled(screenLoadersRegistered, { scope, params: SCREEN_LOADERS });
  await allSettled(appStarted, { scope });
  await nextTask();
  const { route, detour } = enterRoute(scope, path);
  if (detour) window.history.replaceState(window.history.state, '', localizePath(detour, language));
  // The first screen's code arrives with the messages, so the first render shows the screen
  // rather than a placeholder that React would keep for its reveal throttle (300 ms); a screen
  // with a first read has it under way, or its answer at hand if the edge wrote it in. Beside
  // them, what the backend has: a feature of an extension (a combo on the menu) appears with the
  // screen, not after it.
  const [i18n] = await Promise.all([
    messagesLoaded,
    allSettled(extensionsAsked, { scope }),
    route
      ? SCREEN_LOADERS[route]()
          .then((screen) => screen.preloadData?.(language, scope))
          .catch(() => null)
      : null,
  ]);

  // The prerendered title, description and links give way to the ones the screens render.
  document.head.querySelectorAll(`[${PRERENDERED_ATTRIBUTE}]`).forEach((tag) => tag.remove());
  // Preloading is optional work: its code and its downloads wait until the first screen is on
  // screen and its own requests have had a head start.
  const preloadLinks = () => {
    setTimeout(
      () =>
        whenIdle(() => {
          void import('../shared/lib/route-preload/link-preloading').then((preloading) =>
            preloading.preloadLinkedScreens(container, scopeBind(loadScreenAtFx, { scope })),
          );
        }),
      LINK_PRELOAD_DELAY_MS,
    );
  };
  const afterFirstScreen = () => {
    void import('../shared/lib/network/watch').then((network) =>
      allSettled(network.watchConnectionFx, { scope }),
    );
    // Nothing of the checks for a newer build paints the first screen (their first check is a
    // second after they start anyway), nor anything of analytics.
    void import('../shared/lib/freshness/model').then((freshness) =>
      allSettled(freshness.versionChecksStarted, { scope }),
    );
    whenIdle(() => {
      void import('../shared/analytics/model').then((analytics) =>
        allSettled(analytics.analyticsStarted, { scope }),
      );
    });
    preloadLinks();
    whenIdle(preloadOfflineNotice);
    // docs/product.md §4's screen-size flags: no first screen reads them.
    whenIdle(() => {
      void import('../shared/lib/screen/model').then((screen) =>
        allSettled(screen.watchViewportFx, { scope }),
      );
    });
    // After the first screen, so its precache never competes with it; never in Telegram.
    if (!telegram)
      whenIdle(() => {
        void import('../shared/lib/offline/register-worker').then((worker) =>
          worker.registerServiceWorker(),
        );
      });
  };
  // A transition renders in slices that leave the main thread free for input between them.
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <App scope={scope} i18n={i18n} skin={telegram?.skin ?? null} onRendered={afterFirstScreen} />,
    ),
  );
}
