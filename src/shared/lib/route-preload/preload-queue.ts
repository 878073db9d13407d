/**
 * Runs each keyed download once, at most `limit` at a time, so preloading never competes with
 * what the visitor asked for on a slow line. A failed download counts as done: the screen loads
 * (and recovers) on its own when the visitor opens it.
 */
export const createPreloadQueue = (limit: number) => {
  const seen = new Set<string>();
  const waiting: (() => Promise<unknown>)[] = [];
  let inFlight = 0;

  const next = () => {
    while (inFlight < limit && waiting.length > 0) {
      const load = waiting.shift();
      if (!load) return;
      inFlight += 1;
      // Each download starts in a task of its own: starting four at once in the task that found
      // the links added one long task, which is what a busy phone feels.
      void new Promise((resolve) => setTimeout(resolve, 0))
        .then(load)
        .catch(() => undefined)
        .finally(() => {
          inFlight -= 1;
          next();
        });
    }
  };

  return {
    enqueue(key: string, load: () => Promise<unknown>) {
      if (seen.has(key)) return;
      seen.add(key);
      waiting.push(load);
      next();
    },
  };
};
