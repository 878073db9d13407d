import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { EXTENSIONS, type Extension } from '@pizza-order-app/contract/capabilities';
import { $extensions } from '../../entities/backend';
import { $identityKnown, $verifiedPhone, readSelfFx } from '../../entities/customer';
import { verifyPhoneFx } from '../../entities/customer/lazy';
import { $api, createApi } from '../../shared/api/model';
import { $language } from '../../shared/i18n/model';
import { renderApp } from '../../shared/lib/test/render-app';
import { requestContactFx } from '../../shared/telegram/contact';
import type { TelegramControls } from '../../shared/telegram/launch';
import { $controls, $telegramLaunch } from '../../shared/telegram/model';
import { Account, CheckoutSignIn } from './account';
import { signOutFx } from './model';

const PHONE = '+998901234567';
const LAUNCH = { initDataRaw: 'query_id=1', startParam: null, isDark: false, platform: 'base' };

/** The Telegram profile of a user whose phone the edge does not know yet. */
const telegramProfile = (
  canRequestContact: boolean,
  extensions: readonly Extension[] = EXTENSIONS,
) => {
  // customer/Me answers as the edge would: the phone once it verified the shared contact.
  let verifiedPhone: string | null = null;
  const verify = vi.fn(() => {
    verifiedPhone = PHONE;
    return Promise.resolve({ phone: PHONE, proof: { signature: 'a'.repeat(64), expiresAt: 1 } });
  });
  const scope = fork({
    values: [
      [$language, 'en'],
      [$api, createApi()],
      [$extensions, extensions],
      [$telegramLaunch, LAUNCH],
      [$controls, { canRequestContact } as TelegramControls],
      [$identityKnown, true],
      [$verifiedPhone, null],
    ],
    handlers: [
      [requestContactFx, () => Promise.resolve('contact=%7B%7D&auth_date=1&hash=abc')],
      [verifyPhoneFx, verify],
      [readSelfFx, () => Promise.resolve({ customer: null, verifiedPhone })],
    ],
  });
  renderApp(<Account />, scope);
  return { verify };
};

describe('Account inside Telegram', () => {
  it('offers to share the number while none is verified; shared, says who it is and moves the focus there', async () => {
    const { verify } = telegramProfile(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Share my Telegram number' }));
    expect(verify).toHaveBeenCalledOnce();
    const status = await screen.findByText('Signed in with +998 90 *** ** 67');
    expect(status).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Share my Telegram number' })).toBeNull();
    // Telegram's contact is the sign-in: there is no signing out of it here.
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('a backend without customers known by their phone offers nothing', () => {
    telegramProfile(true, []);
    expect(screen.queryByRole('button', { name: 'Share my Telegram number' })).toBeNull();
  });

  it('a client that cannot share the number offers nothing', () => {
    telegramProfile(false);
    expect(screen.queryByRole('button', { name: 'Share my Telegram number' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in with phone' })).toBeNull();
  });
});

describe('Account on the web', () => {
  it('signed in, signs out here or on every device, as the customer chooses', async () => {
    const reaches: string[] = [];
    const scope = fork({
      values: [
        [$language, 'en'],
        [$api, createApi()],
        [$extensions, EXTENSIONS],
        [$identityKnown, true],
        [$verifiedPhone, PHONE],
      ],
      handlers: [
        [readSelfFx, () => Promise.resolve({ customer: null, verifiedPhone: PHONE })],
        [signOutFx, (reach: string) => void reaches.push(reach)],
      ],
    });
    renderApp(<Account />, scope);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out on every device' }));
    expect(reaches).toEqual(['every-device']);
  });
});

describe('the sign-in offered on the web', () => {
  const visitor = (extensions: readonly Extension[]) =>
    fork({
      values: [
        [$language, 'en'],
        [$api, createApi()],
        [$extensions, extensions],
        [$identityKnown, true],
        [$verifiedPhone, null],
      ],
      handlers: [[readSelfFx, () => Promise.resolve({ customer: null, verifiedPhone: null })]],
    });

  it('is offered in the profile and at checkout where the backend has it', async () => {
    const { unmount } = renderApp(<Account />, visitor(EXTENSIONS));
    expect(await screen.findByRole('button', { name: 'Sign in with phone' })).toBeVisible();
    unmount();
    renderApp(<CheckoutSignIn phone="" />, visitor(EXTENSIONS));
    expect(await screen.findByRole('button', { name: 'Sign in with phone' })).toBeVisible();
  });

  it('is not, by a backend without customers known by their phone', () => {
    const { container, unmount } = renderApp(<Account />, visitor([]));
    expect(container).toBeEmptyDOMElement();
    unmount();
    const checkout = renderApp(<CheckoutSignIn phone="" />, visitor([]));
    expect(checkout.container).toBeEmptyDOMElement();
  });
});
