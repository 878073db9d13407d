import { attach } from 'effector';
import { $controls } from './model';

// Beside model.ts rather than in it: only the screens that share the number (checkout, the
// profile) need these, so they load with them.

/** The client can share the user's phone number. */
export const $canRequestContact = $controls.map((controls) => controls?.canRequestContact ?? false);

/** Telegram's signed contact the user shared, or null (declined, unsupported, outside Telegram). */
export const requestContactFx = attach({
  source: $controls,
  effect: (controls) => controls?.requestContact() ?? Promise.resolve(null),
});
