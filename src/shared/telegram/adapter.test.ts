// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { startTelegram } from './adapter';

/**
 * A client as the SDK meets it in an app's webview: its proxy takes the app's events, and its
 * answers come back, a moment later, through `receiveEvent`. The user answers the write-access
 * question with `status`, as the e2e specs' client does (scripts/telegram-client.mjs).
 */
const launchWithWriteAccessAnswer = (status: string) => {
  window.history.replaceState(
    null,
    '',
    `/en#${new URLSearchParams({ tgWebAppVersion: '8.0', tgWebAppPlatform: 'android' })}`,
  );
  Object.assign(window, {
    TelegramWebviewProxy: {
      postEvent: (eventType: string) => {
        if (eventType !== 'web_app_request_write_access') return;
        setTimeout(() => {
          (
            window as unknown as {
              Telegram: { WebView: { receiveEvent: (type: string, data: unknown) => void } };
            }
          ).Telegram.WebView.receiveEvent('write_access_requested', { status });
        });
      },
    },
  });
  const controls = startTelegram();
  if (!controls) throw new Error('the launch was not taken for Telegram');
  return controls;
};

describe('the write-access answer', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('is false for a user who did not allow it, so the bot is known not to write', async () => {
    const controls = launchWithWriteAccessAnswer('cancelled');
    expect(controls.canRequestWriteAccess).toBe(true);
    await expect(controls.requestWriteAccess()).resolves.toBe(false);
  });
});
