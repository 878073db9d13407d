import { createEffect, createEvent, sample, type StoreWritable, type Unit } from 'effector';
import type { Fail } from 'effector-storage';
import { persist } from 'effector-storage';
import { local } from 'effector-storage/local';
import { session } from 'effector-storage/session';
import * as v from 'valibot';

type StorageFailure = Fail<Error>;

const storageFailed = createEvent<StorageFailure>();

const warnStorageFailureFx = createEffect(({ key, operation, error }: StorageFailure) => {
  console.warn(`Stored "${key}" was discarded (${operation}):`, error);
});

sample({ clock: storageFailed, target: warnStorageFailureFx });

interface PersistCheckedOptions<T> {
  readonly store: StoreWritable<T>;
  /** The exact storage key (docs/product.md §3). */
  readonly key: string;
  /** localStorage (default) or sessionStorage, for what must not outlive the tab. */
  readonly area?: 'local' | 'session';
  readonly schema: v.GenericSchema<unknown, T>;
  /** Read the stored value when this fires (the app's start, inside its scope). */
  readonly pickup: Unit<unknown>;
}

/**
 * Keeps a store in localStorage or sessionStorage under its key. A stored value that breaks the schema (an old
 * version, a hand edit) is discarded with a console warning and the store keeps its default.
 */
export const persistChecked = <T>({
  store,
  key,
  area = 'local',
  schema,
  pickup,
}: PersistCheckedOptions<T>) =>
  persist({
    adapter: area === 'local' ? local : session,
    store,
    key,
    pickup,
    contract: {
      isData: (raw: unknown): raw is T => v.is(schema, raw),
      getErrorMessages: (raw: unknown) =>
        v.safeParse(schema, raw).issues?.map((issue) => issue.message) ?? [],
    },
    fail: storageFailed,
  });
