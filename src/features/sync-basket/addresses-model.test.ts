import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $addresses, type SavedAddress } from '../../entities/location';
import { readCloudItemFx, writeCloudItemFx } from '../../shared/telegram/cloud-storage';
import { AddressesSyncGate, CLOUD_ADDRESSES_KEY, cloudValueOf } from './addresses-model';
import { settle } from '../../shared/lib/test/settle';

const address = (id: string, longitude: number, title = `Address ${id}`): SavedAddress => ({
  id,
  coordinates: [longitude, 41.3],
  title,
  address: `Street ${id}`,
  iconSrc: '/icons/home.svg',
});

/** A device of the Telegram user: its own addresses, and what the cloud answers. */
const device = (local: readonly SavedAddress[], cloud: string | null) => {
  // An attached effect's handler gets its source (the controls) first, then the write.
  const written = vi.fn((_controls: unknown, _write: { key: string; value: string }) =>
    Promise.resolve(true),
  );
  const scope = fork({
    values: [[$addresses, local]],
    handlers: [
      [readCloudItemFx, () => Promise.resolve(cloud)],
      [writeCloudItemFx, written],
    ],
  });
  return { scope, written };
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
