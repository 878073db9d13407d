import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeVisited } from '../navigation/model';
import {
  $currentBuildId,
  $latestBuildId,
  $newBuildAvailable,
  $versionCheckIntervalMs,
  fetchLatestBuildFx,
  reloadPageFx,
  versionChecksStarted,
  versionCheckTimerFired,
} from './model';

const INTERVAL = 300_000;

describe('version check', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks about a second after start, then once per interval', async () => {
    const fetchLatest = vi.fn(() => 'build-1');
    const scope = fork({ handlers: [[fetchLatestBuildFx, fetchLatest]] });
    await allSettled(versionChecksStarted, { scope });
    expect(fetchLatest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchLatest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(fetchLatest).toHaveBeenCalledTimes(5);
  });

  it('takes the interval from the build configuration', async () => {
    const fetchLatest = vi.fn(() => 'build-1');
    const scope = fork({
      values: [[$versionCheckIntervalMs, 60_000]],
      handlers: [[fetchLatestBuildFx, fetchLatest]],
    });
    await allSettled(versionChecksStarted, { scope });
    await vi.advanceTimersByTimeAsync(1000 + 60_000);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
  });

  it('reads the build id from /version.json without the HTTP cache', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json({ buildId: 'build-2' })));
    vi.stubGlobal('fetch', fetchMock);
    const scope = fork();
    await allSettled(versionCheckTimerFired, { scope });
    expect(fetchMock).toHaveBeenCalledWith('/version.json', { cache: 'no-store' });
    expect(scope.getState($latestBuildId)).toBe('build-2');
  });

  it('keeps quiet about a malformed or failed answer', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ nope: 1 })));
    const scope = fork();
    await allSettled(versionCheckTimerFired, { scope });
    expect(scope.getState($newBuildAvailable)).toBe(false);
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 503 })));
    await allSettled(versionCheckTimerFired, { scope });
    expect(scope.getState($latestBuildId)).toBeNull();
  });
});

describe('reload on a new build', () => {
  it('reloads at the next navigation, not before', async () => {
    const reload = vi.fn();
    const scope = fork({
      handlers: [
        [reloadPageFx, reload],
        [fetchLatestBuildFx, () => 'build-2'],
      ],
    });
    await allSettled(routeVisited, { scope, params: '/' });
    await allSettled(versionCheckTimerFired, { scope });
    expect(scope.getState($newBuildAvailable)).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    await allSettled(routeVisited, { scope, params: '/' });
    expect(reload).not.toHaveBeenCalled();
    await allSettled(routeVisited, { scope, params: '/news' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the server names the running build', async () => {
    const reload = vi.fn();
    const scope = fork({
      values: [[$currentBuildId, 'build-1']],
      handlers: [
        [reloadPageFx, reload],
        [fetchLatestBuildFx, () => 'build-1'],
      ],
    });
    await allSettled(versionCheckTimerFired, { scope });
    await allSettled(routeVisited, { scope, params: '/news' });
    await allSettled(routeVisited, { scope, params: '/stocks' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('starts no second check while one is under way', async () => {
    let finish: (id: string) => void = () => undefined;
    const fetchLatest = vi.fn(
      () =>
        new Promise<string>((resolve) => {
          finish = resolve;
        }),
    );
    const scope = fork({ handlers: [[fetchLatestBuildFx, fetchLatest]] });
    const first = allSettled(versionCheckTimerFired, { scope });
    const second = allSettled(versionCheckTimerFired, { scope });
    finish('build-3');
    await Promise.all([first, second]);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
  });
});
