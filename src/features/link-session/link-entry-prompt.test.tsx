import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $linkEntry } from '../../entities/customer';
import { $api, createApi } from '../../shared/api/model';
import { $language } from '../../shared/i18n/model';
import { renderApp } from '../../shared/lib/test/render-app';
import LinkEntryPrompt from './link-entry-prompt';
import { confirmLinkFx } from './model';

const SEARCH = '?tgId=501&nonce=n0nce-n0nce-n0nce&expires=1&signature=ab';

const prompt = (asks: { name?: string; phoneEnding?: string }) => {
  const confirm = vi.fn(() => Promise.resolve({ tgId: 501, expiresAt: 1 }));
  const scope = fork({
    values: [
      [$language, 'en'],
      [$api, createApi()],
      [$linkEntry, { outcome: 'confirm', search: SEARCH, asks }],
    ],
    handlers: [[confirmLinkFx, confirm]],
  });
  renderApp(<LinkEntryPrompt />, scope);
  return { scope, confirm };
};

describe('the question a bot link asks before it signs the browser in', () => {
  it('names the Telegram user by name and the masked phone; "not me" starts nothing', async () => {
    const { scope, confirm } = prompt({ name: 'Tashkent Pizza', phoneEnding: '4567' });
    const dialog = await screen.findByRole('dialog', {
      name: 'Sign in as Tashkent Pizza, +998 ** *** 45 67?',
    });
    expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'No, it’s not me' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(scope.getState($linkEntry)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"it\'s me" starts the session for that link', async () => {
    const { confirm } = prompt({ name: 'Aziz' });
    expect(await screen.findByRole('dialog', { name: 'Sign in as Aziz?' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, it’s me' }));
    expect(confirm).toHaveBeenCalledExactlyOnceWith(SEARCH);
  });

  it('asks without a name when the link names nobody', async () => {
    prompt({});
    expect(
      await screen.findByRole('dialog', { name: 'Sign in with a Telegram account?' }),
    ).toBeVisible();
  });
});
