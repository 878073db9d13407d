import {
  unstable_serialize,
  type Arguments,
  type Cache,
  type ScopedMutator,
  type SWRConfiguration,
} from 'swr';

/**
 * One app instance's server reads: SWR's cache, the reads started before their screen renders
 * and the answers at hand before it asks. SWR's own `preload` and `mutate` work on its one global
 * cache, which every instance (and every test) would share.
 */
export const createReadCache = () => {
  const cache: Cache = new Map();
  const fallback: Record<string, unknown> = {};
  /**
   * Reads on their way, whoever started them (a screen's preload, a model): one request answers
   * every asker, and a change of customer forgets them (forgetCustomer).
   */
  const started = new Map<string, Promise<unknown>>();
  /** Reads whose answer names no one (the menu, the restaurants): the same for every customer. */
  const shared = new Set<string>();
  /** SWR's mutator of this cache, once a screen reads through it: it tells the screens. */
  let mutate: ScopedMutator | null = null;
  const isShared = (key: Arguments) => shared.has(unstable_serialize(key));
  return {
    config: { provider: () => cache, fallback } satisfies SWRConfiguration,
    /** Given by the screens' SWR configuration (`ScopeReads`). */
    bind: (scoped: ScopedMutator) => {
      mutate = scoped;
    },
    /** Marks a read as the same for every customer: see `forgetCustomer`. */
    markShared: (key: readonly unknown[]) => {
      shared.add(unstable_serialize(key));
    },
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
     * The customer changed (signed in or out): nothing read for the one before may show for the
     * next. Every answer is asked again; a screen showing one that names the customer loses it at
     * once, one showing a shared answer keeps it meanwhile, so a screen (checkout) stays whole.
     * Emptying the cache behind SWR's back would leave its screens empty and never asking again.
     */
    forgetCustomer: () => {
      for (const key of Object.keys(fallback)) delete fallback[key];
      started.clear();
      if (!mutate) {
        (cache as Map<string, unknown>).clear();
        return;
      }
      const asked = [
        mutate((key: Arguments) => !isShared(key), undefined, { revalidate: true }),
        mutate(isShared),
      ];
      // A failed read is told by its screen (useMainQuery's toast and state).
      void Promise.all(asked).catch(() => undefined);
    },
    /**
     * The server answered a change (an order rescued): every read `matches` picks shows `update`'s
     * version of its answer at once and is asked again (SWR drops a read under way when it came).
     */
    update: async (matches: (key: Arguments) => boolean, update: (answer: unknown) => unknown) => {
      if (!mutate) return;
      await mutate(matches, (answer: unknown) => (answer === undefined ? answer : update(answer)), {
        revalidate: true,
      });
    },
    /** Joins the read of `key` on its way, or starts it: a screen and a model ask once. */
    join: (key: readonly unknown[], read: () => Promise<unknown>) => {
      const id = unstable_serialize(key);
      const pending: Promise<unknown> =
        started.get(id) ??
        read().finally(() => {
          // Unless forgotten meanwhile, and another read started in its place.
          if (started.get(id) === pending) started.delete(id);
        });
      started.set(id, pending);
      return pending;
    },
    /** An answer the screen shows at once, while SWR asks again. */
    seed: (key: readonly unknown[], answer: unknown) => {
      fallback[unstable_serialize(key)] = answer;
    },
  };
};

export type ReadCache = ReturnType<typeof createReadCache>;
