import { attach } from 'effector';
import { $controls } from './model';

// Beside model.ts rather than in it: only the Telegram sync needs these, so they load with it.

/** Telegram's cloud storage holds at most this many characters under one key. */
export const CLOUD_VALUE_MAX_LENGTH = 4096;

/**
 * A value of the Telegram user's cloud storage (shared by their devices): '' when never written,
 * null outside Telegram, on clients without it, or when the client did not answer.
 */
export const readCloudItemFx = attach({
  source: $controls,
  effect: (controls, key: string): Promise<string | null> =>
    controls?.cloudStorageSupported ? controls.readCloud(key) : Promise.resolve(null),
});

/** Writes a value to the Telegram user's cloud storage; false where it could not. */
export const writeCloudItemFx = attach({
  source: $controls,
  effect: (controls, { key, value }: { key: string; value: string }): Promise<boolean> =>
    controls?.cloudStorageSupported ? controls.writeCloud(key, value) : Promise.resolve(false),
});
