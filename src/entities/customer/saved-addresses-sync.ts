import { combine, createEffect, createStore, merge, sample } from 'effector';
import { createGate } from 'effector-react';
import { debounce } from 'patronum';
import * as v from 'valibot';
import { $addresses, SavedAddressSchema, type SavedAddress } from '../location';
import { withAddressSaved } from '../location/lazy';
import { attachApi } from '../../shared/api/model';
import type { Language } from '@pizza-order-app/contract/config/languages';
import {
  saveAddressesCall,
  savedAddressesCall,
} from '@pizza-order-app/contract/signed-in-customer-api';
import { $language } from '../../shared/i18n/model';
import {
  CLOUD_VALUE_MAX_LENGTH,
  readCloudItemFx,
  writeCloudItemFx,
} from '../../shared/telegram/cloud-storage';
import { errorToast } from '../../shared/ui/toast/error-toast';
import { toastShown } from '../../shared/ui/toast/model';
import { $verifiedPhone } from './identity';
import { customerSignedIn, customerSignedOut } from './session';
import { $isMessengerMode } from './model';

/**
 * The customer's saved addresses follow them to every device, through one of two channels: a
 * Telegram user's cloud storage, or the server for a customer signed in with a phone on the web.
 * Either way the channel's list is read once, the device's own are added by docs/product.md §4's
 * rule (withAddressSaved: an address at the point of one already there is not added again), and
 * every change is written back after a quiet moment.
 */
export type AddressesChannel = 'cloud' | 'server';

/** The key of the saved addresses in the Telegram user's cloud storage. */
export const CLOUD_ADDRESSES_KEY = 'addresses';
const ADDRESSES_SAVE_DEBOUNCE_MS = 500;

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

/** The list as a channel holds it, to tell whether it has this device's. */
const channelValueOf = (channel: AddressesChannel, addresses: readonly SavedAddress[]) =>
  channel === 'cloud' ? cloudValueOf(addresses) : JSON.stringify(addresses);

/** The addresses a cloud value holds: none when it was never written or is not a list of them. */
const parseCloudAddresses = (value: string): readonly SavedAddress[] => {
  try {
    const parsed = v.safeParse(v.array(SavedAddressSchema), JSON.parse(value));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
};

interface ChannelList {
  /** What the channel holds, as channelValueOf writes it. */
  readonly value: string;
  readonly addresses: readonly SavedAddress[];
}

/** Reads the cloud's list; fails when the client did not answer (then nothing is written). */
export const readCloudAddressesFx = createEffect(async (): Promise<ChannelList> => {
  const value = await readCloudItemFx(CLOUD_ADDRESSES_KEY);
  if (value === null) throw new Error('Telegram cloud storage did not answer');
  return { value, addresses: parseCloudAddresses(value) };
});
/** Writes the cloud's list: what it now holds, or null when the client would not write. */
export const writeCloudAddressesFx = createEffect(
  async (addresses: readonly SavedAddress[]): Promise<string | null> => {
    const value = cloudValueOf(addresses);
    return (await writeCloudItemFx({ key: CLOUD_ADDRESSES_KEY, value })) ? value : null;
  },
);
export const readServerAddressesFx = attachApi(
  async (api, language: Language): Promise<ChannelList> => {
    const { addresses } = await api.main(savedAddressesCall, { query: {} }, language);
    return { value: JSON.stringify(addresses), addresses };
  },
);
export const writeServerAddressesFx = attachApi(
  async (
    api,
    { addresses, language }: { addresses: readonly SavedAddress[]; language: Language },
  ): Promise<string | null> => {
    const saved = await api.main(
      saveAddressesCall,
      { body: { addresses: [...addresses] } },
      language,
    );
    return JSON.stringify(saved.addresses);
  },
);

const loadAddressesFx = createEffect(
  ({ channel, language }: { channel: AddressesChannel; language: Language }) =>
    channel === 'cloud' ? readCloudAddressesFx() : readServerAddressesFx(language),
);
const saveAddressesFx = createEffect(
  ({
    channel,
    addresses,
    language,
  }: {
    channel: AddressesChannel;
    addresses: readonly SavedAddress[];
    language: Language;
  }) =>
    channel === 'cloud'
      ? writeCloudAddressesFx(addresses)
      : writeServerAddressesFx({ addresses, language }),
);

/** Mounted with the basket sync: the channel, when there is one, is kept in step meanwhile. */
export const SavedAddressesSyncGate = createGate();

/** Telegram's cloud for a messenger user, else the server for a phone the edge verified. */
export const $addressesChannel = combine(
  $isMessengerMode,
  $verifiedPhone,
  (messenger, phone): AddressesChannel | null => {
    if (messenger) return 'cloud';
    return phone === null ? null : 'server';
  },
);
/** What the channel holds as far as this device knows; writes start once it was read. */
const $channelValue = createStore<string | null>(null)
  .on(saveAddressesFx.doneData, (known, written) => written ?? known)
  .reset(
    $addressesChannel.updates,
    customerSignedIn,
    customerSignedOut,
    SavedAddressesSyncGate.close,
  );
/** A load for a channel the device has since left (signed out meanwhile) is not taken. */
const loaded = sample({
  clock: loadAddressesFx.done,
  source: $addressesChannel,
  filter: (channel, { params }) => channel === params.channel,
  fn: (_, { result }) => result,
});
sample({ clock: loaded, fn: ({ value }) => value, target: $channelValue });

const loadWanted = sample({
  clock: [SavedAddressesSyncGate.open, $addressesChannel.updates, customerSignedIn],
  source: {
    channel: $addressesChannel,
    known: $channelValue,
    open: SavedAddressesSyncGate.status,
    loading: loadAddressesFx.pending,
    language: $language,
  },
  filter: ({ known, open, loading }) => open && known === null && !loading,
});
sample({
  clock: loadWanted.filterMap(({ channel, language }) =>
    channel === null ? undefined : { channel, language },
  ),
  target: loadAddressesFx,
});
sample({
  clock: loaded,
  source: $addresses,
  fn: (local, { addresses }) => local.reduce(withAddressSaved, addresses),
  target: $addresses,
});
const settled = sample({
  clock: debounce(merge([$addresses.updates, loaded]), ADDRESSES_SAVE_DEBOUNCE_MS),
  source: {
    addresses: $addresses,
    known: $channelValue,
    channel: $addressesChannel,
    language: $language,
  },
});
sample({
  clock: settled.filterMap(({ addresses, known, channel, language }) =>
    known !== null && channel !== null && channelValueOf(channel, addresses) !== known
      ? { addresses, channel, language }
      : undefined,
  ),
  target: saveAddressesFx,
});
// The cloud's failures are the client's (old, offline): the list stays on the device, untold.
sample({
  clock: [readServerAddressesFx.failData, writeServerAddressesFx.failData],
  fn: (error) => errorToast(error, 'error.server-error'),
  target: toastShown,
});
