import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { routeVisited } from '../lib/navigation/model';
import { $analyticsIds, analyticsStarted, installAnalyticsFx, reportPageViewFx } from './model';

describe('analytics model', () => {
  it('installs the configured tags on start, reports the page it started on and each route entered once', async () => {
    const install = vi.fn();
    const report = vi.fn();
    const scope = fork({
      values: [[$analyticsIds, { yandexMetrikaId: '12345' }]],
      handlers: [
        [installAnalyticsFx, install],
        [reportPageViewFx, report],
      ],
    });
    await allSettled(analyticsStarted, { scope });
    expect(install).toHaveBeenCalledWith({ yandexMetrikaId: '12345' });
    expect(report).toHaveBeenCalledTimes(1);
    await allSettled(routeVisited, { scope, params: '/' });
    await allSettled(routeVisited, { scope, params: '/' });
    await allSettled(routeVisited, { scope, params: '/news' });
    expect(report).toHaveBeenCalledTimes(3);
  });

  it('does nothing without ids', async () => {
    const install = vi.fn();
    const report = vi.fn();
    const scope = fork({
      values: [[$analyticsIds, {}]],
      handlers: [
        [installAnalyticsFx, install],
        [reportPageViewFx, report],
      ],
    });
    await allSettled(analyticsStarted, { scope });
    await allSettled(routeVisited, { scope, params: '/news' });
    expect(install).not.toHaveBeenCalled();
    expect(report).not.toHaveBeenCalled();
  });
});
