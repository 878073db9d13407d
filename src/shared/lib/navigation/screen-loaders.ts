import { matchRoute, type RouteName } from '../../config/routes';
import { splitLanguagePath } from '../../i18n/language-path';

export type ScreenLoaders = Readonly<Record<RouteName, () => Promise<unknown>>>;

let registered: ScreenLoaders | null = null;

/** The app hands over its screens' loaders at start; shared code loads screens through them. */
export const registerScreenLoaders = (loaders: ScreenLoaders) => {
  registered = loaders;
};

/** The route of the screen at a path, with or without a language prefix; null for none. */
export const screenRouteAt = (path: string) => matchRoute(splitLanguagePath(path).path);

/**
 * Loads the code of a route's screen. Never rejects: a failed download is the screen's own to
 * recover from when it renders.
 */
export const loadScreen = async (route: RouteName): Promise<void> => {
  await registered?.[route]().catch(() => undefined);
};

/** Loads the code of the screen at a path, if there is one. */
export const loadScreenAt = async (path: string): Promise<void> => {
  const route = screenRouteAt(path);
  if (route) await loadScreen(route);
};
