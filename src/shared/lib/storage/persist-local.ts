import { createEffect, createEvent, sample, type StoreWritable, type Unit } from 'effector';
import type { Fail } from 'effector-storage';
import { persist } from 'effector-storage/local';
import * as v from 'valibot';

type StorageFailure = Fail<Error>;

const storageFailed = createEvent<StorageFailure>();

const warnStorageFailureFx = createEffect(({ key, operation, error }: StorageFailure) => {
  console.warn(`Stored "${key}" was discarded (${operation}):`, error);
});

sample({ clock: storageFailed, target: warnStorageFailureFx });

interface PersistLocalOptions<T> {
  readonly store: StoreWritable<T>;
  /** The spec's exact localStorage key. */
  readonly key: string;
  readonly schema: v.GenericSchema<unknown, T>;
  /** Read the stored value when this fires (the app's start, inside its scope). */
  readonly pickup: Unit<unknown>;
}

/**
 * Keeps a store in localStorage under its key. A stored value that breaks the schema (an old
 * version, a hand edit) is discarded with a console warning and the store keeps its default.
 */
export const persistLocal = <T>({ store, key, schema, pickup }: PersistLocalOptions<T>) =>
  persist({
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
