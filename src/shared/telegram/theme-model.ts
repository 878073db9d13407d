import { attach, createEvent, createStore, sample, scopeBind } from 'effector';
import { $controls, telegramLaunched } from './model';

/**
 * The client's theme as the user switches it (night mode) while the app is open. Only the Telegram
 * skin reads it, so it loads with the skin, never for a web visitor; the skin loads before the
 * launch is announced (app/launch-telegram.ts), so the launch's theme is never missed.
 */

/** The client switched between its dark and light theme while the app was open. */
export const telegramThemeSwitched = createEvent<boolean>();
/** The client's theme is a dark one: at launch, then as the user switches it. */
export const $isDarkTheme = createStore(false)
  .on(telegramLaunched, (_, { launch }) => launch.isDark)
  .on(telegramThemeSwitched, (_, isDark) => isDark);

const watchThemeFx = attach({
  source: $controls,
  effect: (controls) => {
    controls?.watchTheme(scopeBind(telegramThemeSwitched, { safe: true }));
  },
});
sample({ clock: telegramLaunched, target: watchThemeFx });
