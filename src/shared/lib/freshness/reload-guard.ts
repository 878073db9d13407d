import { RELOAD_GUARD_MS } from '../../config/constants';

/** sessionStorage key: path → time of the last reload this tab made for it. */
export const RELOAD_GUARD_KEY = 'reload-guard';

type ReloadLog = Record<string, number>;

const readLog = (storage: Storage): ReloadLog => {
  try {
    // Checked by hand, not with valibot: the guard runs in the entry, before any library loads
    // (it must work when their chunk fails). Only path → time entries count.
    const parsed: unknown = JSON.parse(storage.getItem(RELOAD_GUARD_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] =>
        Number.isFinite(entry[1]),
      ),
    );
  } catch {
    return {};
  }
};

/**
 * Records a reload of `path` and says whether it may happen: not when this tab already reloaded
 * that path within the guard window, so a build that keeps failing cannot loop the page.
 */
export const claimReload = (path: string, now: number, storage: Storage): boolean => {
  try {
    const log = readLog(storage);
    const last = log[path];
    if (last !== undefined && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
    // Old entries are dropped so the log stays as small as the paths visited in one window.
    const recent = Object.fromEntries(
      Object.entries(log).filter(([, time]) => now - time < RELOAD_GUARD_MS),
    );
    storage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ ...recent, [path]: now }));
    return true;
  } catch {
    // Without storage there is no guard, and a reload without a guard could loop: stay put.
    return false;
  }
};

let reloading = false;

/**
 * Reloads the page once per path per guard window; true when a reload is under way. A failed
 * chunk is reported twice (Vite's preload event and the rejected import); the second call must
 * not see the first reload's claim as a reason to give up.
 */
export const reloadOnce = (): boolean => {
  if (reloading) return true;
  if (!claimReload(window.location.pathname, Date.now(), window.sessionStorage)) return false;
  reloading = true;
  window.location.reload();
  return true;
};
