/**
 * Runs `task` once the browser has nothing better to do, so optional work (preloads, analytics)
 * never delays the first paint or input. Safari has no requestIdleCallback: a timeout after the
 * load event stands in for it.
 */
export const whenIdle = (task: () => void, timeoutMs = 3000) => {
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    } else {
      setTimeout(task, 1);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
};
