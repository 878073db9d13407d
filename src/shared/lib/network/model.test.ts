import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $isOnline, watchConnectionFx } from './model';

describe('the connection', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('starts offline when the device has no connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const scope = fork();
    await allSettled(watchConnectionFx, { scope });
    expect(scope.getState($isOnline)).toBe(false);
  });

  it('follows the browser going offline and coming back', async () => {
    const scope = fork();
    await allSettled(watchConnectionFx, { scope });
    expect(scope.getState($isOnline)).toBe(true);
    window.dispatchEvent(new Event('offline'));
    expect(scope.getState($isOnline)).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(scope.getState($isOnline)).toBe(true);
  });
});
