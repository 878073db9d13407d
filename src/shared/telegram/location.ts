import { attach } from 'effector';
import type { TelegramLocation } from './launch';
import { $controls } from './model';

// Beside model.ts rather than in it: only the location picker needs these, so they load with it.

/**
 * The device's position through Telegram's location manager; null where the client has none
 * (outside Telegram, older clients), for the browser's geolocation to answer instead.
 */
export const requestTelegramLocationFx = attach({
  source: $controls,
  effect: (controls): Promise<TelegramLocation | null> =>
    controls?.locationSupported ? controls.requestLocation() : Promise.resolve(null),
});

/** Opens Telegram's settings of the mini app, where a denied location can be allowed. */
export const openLocationSettingsFx = attach({
  source: $controls,
  effect: (controls) => controls?.openLocationSettings(),
});

/** Where a denied location can be allowed again from a button: inside Telegram's manager. */
export const $canOpenLocationSettings = $controls.map(
  (controls) => controls?.locationSupported ?? false,
);
