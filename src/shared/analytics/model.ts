import { createEffect, createEvent, createStore, sample } from 'effector';
import { laterConfig } from '../config/later-env';
import { pathEntered } from '../lib/navigation/model';
import type { AnalyticsIds } from './tags';

export const $analyticsIds = createStore<AnalyticsIds>({
  yandexMetrikaId: laterConfig.yandexMetrikaId,
  googleTagId: laterConfig.googleTagId,
});
const $enabled = $analyticsIds.map(({ yandexMetrikaId, googleTagId }) =>
  Boolean(yandexMetrikaId ?? googleTagId),
);

/**
 * The first screen is on screen; analytics may begin when configured, with the page it is on (its
 * code comes after the first screen, so that screen's entry happened before it could listen).
 */
export const analyticsStarted = createEvent();

// The tag code is its own chunk: a build without analytics ids never downloads it.
const loadTags = () => import('./tags');

export const installAnalyticsFx = createEffect(async (ids: AnalyticsIds) =>
  (await loadTags()).installAnalytics(ids),
);
export const reportPageViewFx = createEffect(async (ids: AnalyticsIds) => {
  // The URL is read now, before the import: the visitor may move on in the meantime.
  const url = window.location.href;
  (await loadTags()).reportPageView(ids, url);
});

sample({
  clock: analyticsStarted,
  source: $analyticsIds,
  filter: $enabled,
  target: installAnalyticsFx,
});
sample({
  clock: [analyticsStarted, pathEntered],
  source: $analyticsIds,
  filter: $enabled,
  target: reportPageViewFx,
});
