import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { $api, createApi } from '../../shared/api/model';
import { SIGN_IN_ERROR_CODES } from '@pizza-order-app/contract/sign-in';
import { $language } from '../../shared/i18n/model';
import { renderApp } from '../../shared/lib/test/render-app';
import { $telegramLaunch } from '../../shared/telegram/model';
import { requestCodeFx, signInOpened, verifyCodeFx } from './model';
import SignInDialog from './sign-in-dialog';
import { checkTelegramLoginFx, startTelegramLoginFx } from './telegram-login';

/** The dialog opened from checkout with the phone typed there; codes resend after `lock` ms. */
const openDialog = async (verify: () => Promise<string>, locks: readonly number[] = [60_000]) => {
  const request = vi.fn(() =>
    Promise.resolve({ resendAt: Date.now() + (locks[request.mock.calls.length - 1] ?? 60_000) }),
  );
  const scope = fork({
    values: [
      [$language, 'en'],
      [$api, createApi()],
    ],
    handlers: [
      [requestCodeFx, request],
      [verifyCodeFx, vi.fn(verify)],
    ],
  });
  await allSettled(signInOpened, { scope, params: '+998 90 123 45 67' });
  renderApp(<SignInDialog />, scope);
  const dialog = await screen.findByRole('dialog');
  return { dialog, request };
};

describe('SignInDialog', () => {
  it('starts with the phone typed in checkout', async () => {
    await openDialog(() => Promise.resolve('+998901234567'));
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+998 90 123 45 67');
  });

  it('a code its fifth wrong try killed: says a new one comes after the countdown, and Sign in sends nothing', async () => {
    const user = userEvent.setup();
    const verify = vi.fn(() =>
      Promise.reject(new ApiError('http', 410, 'Dead', SIGN_IN_ERROR_CODES.signInCodeExpired)),
    );
    await openDialog(verify);
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    const code = await screen.findByRole('textbox', { name: 'Code from the SMS' });
    expect(code).toHaveFocus();
    await user.type(code, '111111');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        'This code no longer works. You can ask for a new one when the countdown below ends.',
      ),
    );
    expect(screen.getByText(/You can ask for a new code in \d+ s/)).toBeVisible();
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('aria-disabled', 'true');
    await user.click(signIn);
    await user.clear(code);
    await user.type(code, '222222');
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('a code sent again brings the focus back to the code field, where "Send again" gave way to the countdown', async () => {
    const user = userEvent.setup();
    const { request } = await openDialog(() => new Promise(() => undefined), [0, 60_000]);
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    const code = await screen.findByRole('textbox', { name: 'Code from the SMS' });
    await user.click(await screen.findByRole('button', { name: 'Send the code again' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    await screen.findByText(/You can ask for a new code in \d+ s/);
    expect(screen.queryByRole('button', { name: 'Send the code again' })).toBeNull();
    expect(code).toHaveFocus();
  });
});

describe('SignInDialog through the chain’s bot', () => {
  const URL = 'https://t.me/pizza_test_bot?start=login-AAAAAAAAAAAAAAAAAAAAAA';
  const open = async (inTelegram = false) => {
    const start = vi.fn(() =>
      Promise.resolve({ url: URL, token: 'AAAAAAAAAAAAAAAAAAAAAA', expiresAt: 1 }),
    );
    const scope = fork({
      values: [
        [$language, 'en'],
        [$api, createApi()],
        [
          $telegramLaunch,
          inTelegram
            ? { initDataRaw: 'query_id=1', startParam: null, isDark: false, platform: 'ios' }
            : null,
        ],
      ],
      handlers: [
        [startTelegramLoginFx, start],
        [checkTelegramLoginFx, () => new Promise<null>(() => undefined)],
      ],
    });
    await allSettled(signInOpened, { scope, params: undefined });
    renderApp(<SignInDialog />, scope);
    await screen.findByRole('dialog', { name: 'Sign in' });
    return { start };
  };

  it('offers Telegram first; pressed, it opens the bot link in a new tab and waits, and the code is one tap back', async () => {
    const user = userEvent.setup();
    const { start } = await open();
    const telegram = screen.getByRole('button', { name: 'Sign in with Telegram' });
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    expect(telegram.compareDocumentPosition(phone) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(telegram);
    expect(start).toHaveBeenCalledOnce();
    const link = await screen.findByRole('link', { name: 'Open Telegram' });
    expect(link).toHaveAttribute('href', URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Waiting for your confirmation in Telegram…',
    );
    expect(screen.queryByRole('textbox', { name: 'Phone number' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in with an SMS code' }));
    expect(await screen.findByRole('textbox', { name: 'Phone number' })).toBeVisible();
  });

  it('is not offered inside Telegram, where the app knows the user already', async () => {
    await open(true);
    expect(screen.queryByRole('button', { name: 'Sign in with Telegram' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
  });
});
