interface YieldingScheduler {
  readonly yield?: () => Promise<void>;
}

/**
 * Resolves in a task of its own, so the work after it no longer lengthens the task before it: a
 * phone answers a tap in between, and Lighthouse counts two short tasks rather than one long one.
 * `scheduler.yield` where the browser has it keeps the work ahead of other queued tasks.
 */
export const nextTask = (): Promise<void> => {
  const { scheduler } = globalThis as { scheduler?: YieldingScheduler };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve));
};
