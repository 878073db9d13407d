import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { TelegramControls } from './launch';
import {
  $isTelegram,
  closeRequested,
  hapticRequested,
  mainButtonClaimed,
  telegramLaunched,
} from './model';

const fakeControls = (): TelegramControls => ({
  launch: { initDataRaw: 'user=…', startParam: null, isDark: false, platform: 'base' },
  setMainButton: vi.fn(),
  setBackButton: vi.fn(),
  setSettingsButton: vi.fn(),
  setSecondaryButton: vi.fn(),
  haptic: vi.fn(),
  setClosingConfirmation: vi.fn(),
  setVerticalSwipes: vi.fn(),
  ready: vi.fn(),
  close: vi.fn(),
  watchTheme: vi.fn(() => vi.fn()),
  canRequestContact: true,
  requestContact: vi.fn(() => Promise.resolve(null)),
  cloudStorageSupported: false,
  readCloud: vi.fn(() => Promise.resolve(null)),
  writeCloud: vi.fn(() => Promise.resolve(false)),
  canRequestWriteAccess: false,
  requestWriteAccess: vi.fn(() => Promise.resolve(null)),
  locationSupported: false,
  requestLocation: vi.fn(() => Promise.resolve({ refused: 'unavailable' as const })),
  openLocationSettings: vi.fn(),
  openInvoice: vi.fn(() => Promise.resolve('unavailable' as const)),
});

describe('the Telegram controls', () => {
  it('belong to the scope that launched in Telegram: another scope reaches no client', async () => {
    const controls = fakeControls();
    const telegram = fork();
    const web = fork();
    await allSettled(telegramLaunched, { scope: telegram, params: controls });

    await allSettled(hapticRequested, { scope: telegram, params: 'added' });
    await allSettled(hapticRequested, { scope: web, params: 'error' });
    expect(controls.haptic).toHaveBeenCalledTimes(1);
    expect(controls.haptic).toHaveBeenCalledWith('added');
    expect(telegram.getState($isTelegram)).toBe(true);
    expect(web.getState($isTelegram)).toBe(false);
  });

  it('show the newest main button claimed and close the app on request', async () => {
    const controls = fakeControls();
    const scope = fork();
    await allSettled(telegramLaunched, { scope, params: controls });
    const button = { text: 'Cart', onClick: vi.fn() };
    await allSettled(mainButtonClaimed, { scope, params: { owner: 'menu', button } });
    expect(controls.setMainButton).toHaveBeenLastCalledWith(button);
    await allSettled(closeRequested, { scope });
    expect(controls.close).toHaveBeenCalledOnce();
  });
});
