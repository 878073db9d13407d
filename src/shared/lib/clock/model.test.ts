import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $now, CLOCK_REFRESH_MS, clockTicked, watchClockFx } from './model';

const START = Date.parse('2026-11-22T04:59:30+05:00');

describe('the clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the device clock when watched, then once a minute', async () => {
    const scope = fork({ values: [[$now, 0]] });
    await allSettled(watchClockFx, { scope });
    expect(scope.getState($now)).toBe(START);

    vi.advanceTimersByTime(CLOCK_REFRESH_MS - 1);
    expect(scope.getState($now)).toBe(START);
    vi.advanceTimersByTime(1);
    expect(scope.getState($now)).toBe(START + CLOCK_REFRESH_MS);
  });

  it('can be set, as tests and a tick do', async () => {
    const scope = fork();
    await allSettled(clockTicked, { scope, params: 42 });
    expect(scope.getState($now)).toBe(42);
  });
});
