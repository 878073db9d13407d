import { createEffect, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { debounce } from 'patronum';
import * as v from 'valibot';
import { $addresses, SavedAddressSchema, type SavedAddress } from '../../entities/location';
import { withAddressSaved } from '../../entities/location/lazy';
import {
  CLOUD_VALUE_MAX_LENGTH,
  readCloudItemFx,
  writeCloudItemFx,
} from '../../shared/telegram/cloud-storage';

/** The key of the saved addresses in the Telegram user's cloud storage. */
export const CLOUD_ADDRESSES_KEY = 'addresses';
const ADDRESSES_SAVE_DEBOUNCE_MS = 500;

/**
 * The cloud's list with this device's own added by docs/product.md §4's rule (withAddressSaved): an address
 * at the point of one already there is not added again.
 */
const mergeAddresses = (
  cloud: readonly SavedAddress[],
  local: readonly SavedAddress[],
): readonly SavedAddress[] => local.reduce(withAddressSaved, cloud);

/**
 * The list as the cloud keeps it: within its 4096 characters, the most recently added addresses
 * first to stay when they do not all fit.
 */
export const cloudValueOf = (addresses: readonly SavedAddress[]) => {
  let kept = addresses;
  let value = JSON.stringify(kept);
  while (value.length > CLOUD_VALUE_MAX_LENGTH && kept.length > 0) {
    kept = kept.slice(1);
    value = JSON.stringify(kept);
  }
  return value;
};

/** The addresses a cloud value holds: none when it was never written or is not a list of them. */
const parseCloudAddresses = (value: string): readonly SavedAddress[] => {
  try {
    const parsed = v.safeParse(v.array(SavedAddressSchema), JSON.parse(value));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
};

/** Reads the cloud's list; fails when the client did not answer (then nothing is written). */
const loadCloudAddressesFx = createEffect(async () => {
  const value = await readCloudItemFx(CLOUD_ADDRESSES_KEY);
  if (value === null) throw new Error('Telegram cloud storage did not answer');
  return { value, addresses: parseCloudAddresses(value) };
});
const saveCloudAddressesFx = createEffect((value: string) =>
  writeCloudItemFx({ key: CLOUD_ADDRESSES_KEY, value }),
);

/** Mounted with the messenger sync: a Telegram user's addresses follow them to every device. */
export const AddressesSyncGate = createGate();

/** What the cloud holds as far as this device knows; writes start once it was read. */
const $cloudValue = createStore<string | null>(null)
  .on(loadCloudAddressesFx.doneData, (_, { value }) => value)
  .on(saveCloudAddressesFx.done, (known, { params, result }) => (result ? params : known));

sample({ clock: AddressesSyncGate.open, target: loadCloudAddressesFx });
sample({
  clock: loadCloudAddressesFx.doneData,
  source: $addresses,
  fn: (local, { addresses }) => mergeAddresses(addresses, local),
  target: $addresses,
});
sample({
  clock: debounce($addresses, ADDRESSES_SAVE_DEBOUNCE_MS),
  source: { addresses: $addresses, known: $cloudValue },
  filter: ({ addresses, known }) => known !== null && cloudValueOf(addresses) !== known,
  fn: ({ addresses }) => cloudValueOf(addresses),
  target: saveCloudAddressesFx,
});
