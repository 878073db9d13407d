import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import * as v from 'valibot';
import { FIRST_VERSION_CHECK_DELAY_MS } from '../../config/constants';
import { laterConfig } from '../../config/later-env';
import { VERSION_URL } from '@pizza-order-app/contract/config/site-http';
import { pathEntered } from '../navigation/model';
import { reloadOnce } from './reload-guard';

const VersionSchema = v.object({ buildId: v.pipe(v.string(), v.minLength(1)) });

/** The timer says it is time to ask whether a newer build is out. */
export const versionCheckTimerFired = createEvent();

/** docs/product.md §4: the first check about a second after start, then one per interval. */
export const startVersionChecksFx = createEffect((intervalMs: number) => {
  const fire = scopeBind(versionCheckTimerFired, { safe: true });
  setTimeout(() => {
    fire();
    setInterval(fire, intervalMs);
  }, FIRST_VERSION_CHECK_DELAY_MS);
});

export const fetchLatestBuildFx = createEffect(async () => {
  const response = await fetch(VERSION_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${VERSION_URL} answered ${response.status}`);
  return v.parse(VersionSchema, await response.json()).buildId;
});

export const reloadPageFx = createEffect(() => {
  reloadOnce();
});

/** The build this tab runs. */
export const $currentBuildId = createStore(laterConfig.buildId);
export const $versionCheckIntervalMs = createStore(laterConfig.versionCheckIntervalMs);
/** The newest build the server named; null until the first successful check. */
export const $latestBuildId = createStore<string | null>(null).on(
  fetchLatestBuildFx.doneData,
  (_, buildId) => buildId,
);
export const $newBuildAvailable = sample({
  source: { current: $currentBuildId, latest: $latestBuildId },
  fn: ({ current, latest }) => latest !== null && latest !== current,
});

/** The app started and should keep an eye on new deployments. */
export const versionChecksStarted = createEvent();

sample({
  clock: versionChecksStarted,
  source: $versionCheckIntervalMs,
  target: startVersionChecksFx,
});
sample({
  clock: versionCheckTimerFired,
  filter: sample({ source: fetchLatestBuildFx.pending, fn: (pending) => !pending }),
  target: fetchLatestBuildFx,
});
// Reloading at a navigation, not at the moment the build appears, never throws away what the
// customer is typing: the page they are leaving is gone anyway.
sample({ clock: pathEntered, filter: $newBuildAvailable, target: reloadPageFx });
