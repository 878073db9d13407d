import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $addresses, type SavedAddress } from '../location';
import { readCloudItemFx, writeCloudItemFx } from '../../shared/telegram/cloud-storage';
import { $telegramLaunch } from '../../shared/telegram/model';
import { settle } from '../../shared/lib/test/settle';
import { $verifiedPhone } from './identity';
import { customerSignedOut } from './session';
import {
  CLOUD_ADDRESSES_KEY,
  cloudValueOf,
  readServerAddressesFx,
  SavedAddressesSyncGate as AddressesSyncGate,
  writeServerAddressesFx,
} from './saved-addresses-sync';

const address = (id: string, longitude: number, title = `Address ${id}`): SavedAddress => ({
  id,
  coordinates: [longitude, 41.3],
  title,
  address: `Street ${id}`,
  iconSrc: '/icons/home.svg',
});

const LAUNCH = { initDataRaw: 'query_id=1', startParam: null, isDark: false, platform: 'base' };
const PHONE = '+998901234567';

/** A device of the Telegram user: its own addresses, and what the cloud answers. */
const device = (local: readonly SavedAddress[], cloud: string | null) => {
  // An attached effect's handler gets its source (the controls) first, then the write.
  const written = vi.fn((_controls: unknown, _write: { key: string; value: string }) =>
    Promise.resolve(true),
  );
  const serverRead = vi.fn(() => Promise.reject(new Error('not this channel')));
  const serverWritten = vi.fn(() => Promise.reject(new Error('not this channel')));
  const scope = fork({
    values: [
      [$addresses, local],
      [$telegramLaunch, LAUNCH],
      // A Telegram user with a verified phone still keeps their addresses in the cloud.
      [$verifiedPhone, PHONE],
    ],
    handlers: [
      [readCloudItemFx, () => Promise.resolve(cloud)],
      [writeCloudItemFx, written],
      [readServerAddressesFx, serverRead],
      [writeServerAddressesFx, serverWritten],
    ],
  });
  return { scope, written, serverRead, serverWritten };
};

describe('saved addresses in Telegram’s cloud storage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('merges the cloud’s list with this device’s by coordinates, and writes the merge back once', async () => {
    const phone = address('p1', 69.1, 'Home');
    const both = address('d1', 69.2);
    const { scope, written } = device(
      [address('d2', 69.3), { ...both, id: 'local-copy' }],
      JSON.stringify([phone, both]),
    );
    // allSettled waits out the debounced write too, which the fake clock runs at once.
    await settle(allSettled(AddressesSyncGate.open, { scope, params: {} }));
    const merged = scope.getState($addresses);
    expect(merged.map(({ id }) => id)).toEqual(['p1', 'd1', 'd2']);
    expect(merged[0]?.title).toBe('Home');
    expect(written).toHaveBeenCalledExactlyOnceWith(null, {
      key: CLOUD_ADDRESSES_KEY,
      value: JSON.stringify(merged),
    });
  });

  it('goes to the cloud alone inside Telegram, the server never asked', async () => {
    const { scope, written, serverRead, serverWritten } = device([address('d1', 69.2)], '');
    await settle(allSettled(AddressesSyncGate.open, { scope, params: {} }));
    await settle(allSettled($addresses, { scope, params: [address('d2', 69.3)] }));
    expect(written).toHaveBeenCalledTimes(2);
    expect(serverRead).not.toHaveBeenCalled();
    expect(serverWritten).not.toHaveBeenCalled();
  });

  it('a cloud never written gets this device’s list', async () => {
    const local = [address('d1', 69.2)];
    const { scope, written } = device(local, '');
    await settle(allSettled(AddressesSyncGate.open, { scope, params: {} }));
    expect(scope.getState($addresses)).toEqual(local);
    expect(written).toHaveBeenCalledExactlyOnceWith(null, {
      key: CLOUD_ADDRESSES_KEY,
      value: JSON.stringify(local),
    });
  });

  it('a cloud that does not answer is never written over, and the local list stays', async () => {
    const local = [address('d1', 69.2)];
    const { scope, written } = device(local, null);
    await settle(allSettled(AddressesSyncGate.open, { scope, params: {} }));
    expect(scope.getState($addresses)).toEqual(local);
    expect(written).not.toHaveBeenCalled();
  });

  it('a cloud value that is not a list of addresses is replaced by this device’s', async () => {
    const local = [address('d1', 69.2)];
    const { scope, written } = device(local, '{"not":"addresses"');
    await settle(allSettled(AddressesSyncGate.open, { scope, params: {} }));
    expect(scope.getState($addresses)).toEqual(local);
    expect(written).toHaveBeenCalledOnce();
  });

  it('an unchanged list is not written again', async () => {
    const both = [address('d1', 69.2)];
    const { scope, written } = device(both, JSON.stringify(both));
    await settle(allSettled(AddressesSyncGate.open, { scope, params: {} }));
    expect(written).not.toHaveBeenCalled();
  });

  it('keeps within the cloud’s 4096 characters, the oldest addresses left out first', () => {
    const many = Array.from({ length: 40 }, (_, index) => address(`a${index}`, 60 + index));
    const value = cloudValueOf(many);
    expect(value.length).toBeLessThanOrEqual(4096);
    const kept = JSON.parse(value) as SavedAddress[];
    expect(kept.at(-1)?.id).toBe('a39');
    expect(kept[0]?.id).not.toBe('a0');
  });
});

describe('saved addresses on the server, for a web customer signed in with a phone', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A browser signed in on the web: its own addresses, and the server's list. */
  const browser = (local: readonly SavedAddress[], server: readonly SavedAddress[]) => {
    const read = vi.fn((_language: string) =>
      Promise.resolve({ value: JSON.stringify(server), addresses: server }),
    );
    const written = vi.fn(({ addresses }: { addresses: readonly SavedAddress[] }) =>
      Promise.resolve(JSON.stringify(addresses)),
    );
    const cloudRead = vi.fn(() => Promise.resolve(''));
    const scope = fork({
      values: [
        [$addresses, local],
        [$verifiedPhone, PHONE],
      ],
      handlers: [
        [readServerAddressesFx, read],
        [writeServerAddressesFx, written],
        [readCloudItemFx, cloudRead],
      ],
    });
    return { scope, read, written, cloudRead };
  };

  it('joins the server’s list and this browser’s, and writes the join back once, debounced', async () => {
    const { scope, read, written, cloudRead } = browser(
      [address('d1', 69.2)],
      [address('s1', 69.1)],
    );
    await settle(allSettled(AddressesSyncGate.open, { scope, params: {} }));
    expect(read).toHaveBeenCalledOnce();
    expect(scope.getState($addresses).map(({ id }) => id)).toEqual(['s1', 'd1']);
    expect(written).toHaveBeenCalledOnce();
    expect(written.mock.calls[0]?.[0].addresses.map(({ id }) => id)).toEqual(['s1', 'd1']);
    expect(cloudRead).not.toHaveBeenCalled();
  });

  it('three quick changes are one write, of the last list', async () => {
    const { scope, written } = browser([], []);
    await settle(allSettled(AddressesSyncGate.open, { scope, params: {} }));
    expect(written).not.toHaveBeenCalled();
    const lists = [
      [address('a', 69.1)],
      [address('a', 69.1), address('b', 69.2)],
      [address('a', 69.1), address('b', 69.2), address('c', 69.3)],
    ];
    // Within the quiet moment of each other: the clock is only run once all three are made.
    await settle(Promise.all(lists.map((params) => allSettled($addresses, { scope, params }))));
    expect(written).toHaveBeenCalledOnce();
    expect(written.mock.calls[0]?.[0].addresses).toHaveLength(3);
  });

  it('signing out empties the device’s list and never writes the empty one to the server', async () => {
    const { scope, written } = browser([], [address('s1', 69.1)]);
    await settle(allSettled(AddressesSyncGate.open, { scope, params: {} }));
    await settle(allSettled(customerSignedOut, { scope }));
    expect(scope.getState($addresses)).toEqual([]);
    expect(written).not.toHaveBeenCalled();
  });

  it('a visitor not signed in keeps the addresses on the device: no channel is asked', async () => {
    const { scope, read, cloudRead } = browser([address('d1', 69.2)], []);
    await allSettled($verifiedPhone, { scope, params: null });
    await settle(allSettled(AddressesSyncGate.open, { scope, params: {} }));
    expect(read).not.toHaveBeenCalled();
    expect(cloudRead).not.toHaveBeenCalled();
  });
});
