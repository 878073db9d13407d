import { unstable_serialize, type Cache, type SWRConfiguration } from 'swr';

/**
 * One app instance's server reads: SWR's cache, the reads started before their screen renders
 * and the answers at hand before it asks. SWR's own `preload` and `mutate` work on its one global
 * cache, which every instance (and every test) would share.
 */
export const createReadCache = () => {
  const cache: Cache = new Map();
  const fallback: Record<string, unknown> = {};
  const started = new Map<string, Promise<unknown>>();
  return {
    config: { provider: () => cache, fallback } satisfies SWRConfiguration,
    /** Starts a read for its screen; a read under way is not started again. */
    start: (key: readonly unknown[], read: () => Promise<unknown>) => {
      const id = unstable_serialize(key);
      const pending = started.get(id) ?? read();
      started.set(id, pending);
      return pending;
    },
    /** The screen takes over the read started for it, once. */
    take: (key: readonly unknown[]) => {
      const id = unstable_serialize(key);
      const pending = started.get(id);
      started.delete(id);
      return pending;
    },
    /**
     * Forgets every answer: the customer changed (signed in or out), and nothing read for the
     * one before may show for the next.
     */
    clear: () => {
      (cache as Map<string, unknown>).clear();
      for (const key of Object.keys(fallback)) delete fallback[key];
      started.clear();
    },
    /** An answer the screen shows at once, while SWR asks again. */
    seed: (key: readonly unknown[], answer: unknown) => {
      fallback[unstable_serialize(key)] = answer;
    },
  };
};

export type ReadCache = ReturnType<typeof createReadCache>;
