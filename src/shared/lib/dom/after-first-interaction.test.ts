// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstInteraction } from './after-first-interaction';

describe('afterFirstInteraction', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no idle callbacks: one that runs at the next timer stands in.
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the first tap, key or scroll, then runs once when idle', () => {
    const task = vi.fn();
    afterFirstInteraction(task);
    window.dispatchEvent(new Event('pointerover'));
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('scroll'));
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
