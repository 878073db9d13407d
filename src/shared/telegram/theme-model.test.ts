import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { TelegramControls } from './launch';
import { telegramLaunched } from './model';
import { $isDarkTheme } from './theme-model';

/** A client launched in a dark theme that hands its theme switches to whoever watches them. */
const darkClient = () => {
  let switchTheme: (isDark: boolean) => void = () => undefined;
  // Only what the theme model reaches of the controls.
  const controls = {
    launch: { initDataRaw: 'user=…', startParam: null, isDark: true, platform: 'base' },
    watchTheme: vi.fn((listener: (isDark: boolean) => void) => {
      switchTheme = listener;
      return vi.fn();
    }),
  } as Partial<TelegramControls> as TelegramControls;
  return { controls, switchTheme: (isDark: boolean) => switchTheme(isDark) };
};

describe('the Telegram theme', () => {
  it('follows the client as the user switches it, from the one it launched in', async () => {
    const { controls, switchTheme } = darkClient();
    const scope = fork();
    await allSettled(telegramLaunched, { scope, params: controls });
    expect(scope.getState($isDarkTheme)).toBe(true);
    switchTheme(false);
    expect(scope.getState($isDarkTheme)).toBe(false);
    switchTheme(true);
    expect(scope.getState($isDarkTheme)).toBe(true);
    expect(controls.watchTheme).toHaveBeenCalledOnce();
  });

  it('is light in a scope that launched in no Telegram', () => {
    expect(fork().getState($isDarkTheme)).toBe(false);
  });
});
