import { attach, createEvent, createStore } from 'effector';
import { matchRoute, type RouteName } from '@pizza-order-app/contract/config/routes';
import { splitLanguagePath } from '@pizza-order-app/contract/i18n/language-path';

export type ScreenLoaders = Readonly<Record<RouteName, () => Promise<unknown>>>;

/** The app handed over its screens' loaders at start; shared code loads screens through them. */
export const screenLoadersRegistered = createEvent<ScreenLoaders>();

const $screenLoaders = createStore<ScreenLoaders | null>(null, { serialize: 'ignore' }).on(
  screenLoadersRegistered,
  (_, loaders) => loaders,
);

/** The route of the screen at a path, with or without a language prefix; null for none. */
export const screenRouteAt = (path: string) => matchRoute(splitLanguagePath(path).path);

/**
 * Loads the code of the screen at a path, if there is one. Never fails: a failed download is the
 * screen's own to recover from when it renders.
 */
export const loadScreenAtFx = attach({
  source: $screenLoaders,
  effect: async (loaders, path: string) => {
    const route = screenRouteAt(path);
    if (route) await loaders?.[route]().catch(() => undefined);
  },
});
