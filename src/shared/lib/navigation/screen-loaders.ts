import { matchRoute, type RouteName } from '../../config/routes';
import { splitLanguagePath } from '../../i18n/language-path';

export type ScreenLoaders = Readonly<Record<RouteName, () => Promise<unknown>>>;

let registered: ScreenLoaders | null = null;

/** The app hands over its screens' loaders at start; features and pages load screens through them. */
export const registerScreenLoaders = (loaders: ScreenLoaders) => {
  registered = loaders;
};

/**
 * Loads the code of the screen at a path (with or without a language prefix). Never rejects: a
 * failed download is the screen's own to recover from when it renders.
 */
export const loadScreenAt = async (path: string): Promise<void> => {
  const route = matchRoute(splitLanguagePath(path).path);
  if (route && registered) await registered[route]().catch(() => undefined);
};
