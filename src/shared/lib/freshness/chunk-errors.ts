import { reloadOnce } from './reload-guard';

/**
 * An old tab asks for chunks a new deployment has removed. Reloading fetches the new build; when
 * the guard refuses (the reload did not help), the error reaches the screen's error boundary.
 */
export const reloadOnFailedImport =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    load().catch((error: unknown) => {
      if (reloadOnce()) return new Promise<T>(() => undefined);
      throw error;
    });

/** Vite reports a chunk whose preloaded dependencies failed with `vite:preloadError`. */
export const watchPreloadErrors = () => {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
};
