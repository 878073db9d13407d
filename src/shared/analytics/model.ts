import { createEffect, createEvent, createStore, sample } from 'effector';
import { publicConfig } from '../config/env';
import { pathEntered } from '../lib/navigation/model';
import { installAnalytics, reportPageView, type AnalyticsIds } from './tags';

export const $analyticsIds = createStore<AnalyticsIds>({
  yandexMetrikaId: publicConfig.yandexMetrikaId,
  googleTagId: publicConfig.googleTagId,
});
const $enabled = $analyticsIds.map(({ yandexMetrikaId, googleTagId }) =>
  Boolean(yandexMetrikaId ?? googleTagId),
);

/** The app started; analytics may begin when configured. */
export const analyticsStarted = createEvent();

export const installAnalyticsFx = createEffect(installAnalytics);
export const reportPageViewFx = createEffect((ids: AnalyticsIds) =>
  // The full URL (language prefix, query) is what the reports should show.
  reportPageView(ids, window.location.href),
);

sample({
  clock: analyticsStarted,
  source: $analyticsIds,
  filter: $enabled,
  target: installAnalyticsFx,
});
sample({ clock: pathEntered, source: $analyticsIds, filter: $enabled, target: reportPageViewFx });
