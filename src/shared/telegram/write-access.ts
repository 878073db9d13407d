import { attach } from 'effector';
import { $controls } from './model';

// Beside model.ts rather than in it: only the checkout needs it, so it loads with it.

/**
 * Asks the Telegram user to let the chain's bot write to them: true allowed, false refused, null
 * no answer, a client that cannot ask, or outside Telegram.
 */
export const requestWriteAccessFx = attach({
  source: $controls,
  effect: (controls): Promise<boolean | null> =>
    controls?.canRequestWriteAccess ? controls.requestWriteAccess() : Promise.resolve(null),
});
