import { act, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $language } from '../../i18n/model';
import { renderApp } from '../../lib/test/render-app';
import { $toasts, toastShown } from './model';
import { Toaster } from './toaster';

describe('Toaster', () => {
  it('fills the values a translated toast names into its text', () => {
    const scope = fork({
      values: [
        [$language, 'en'],
        [
          $toasts,
          [
            {
              id: 1,
              tone: 'info',
              title: { key: 'cart.limit-reached', values: { lines: 30, amount: 50 } },
            },
          ],
        ],
      ],
    });
    renderApp(<Toaster />, scope);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The cart holds up to 30 different dishes and 50 of each: the rest was not added.',
    );
  });

  describe('a toast lives 3000 ms from when it is drawn', () => {
    afterEach(() => vi.useRealTimers());

    it('raised before the toaster was there, it is still shown for its whole time', async () => {
      vi.useFakeTimers();
      const scope = fork({ values: [[$language, 'en']] });
      await allSettled(toastShown, {
        scope,
        params: { tone: 'info', title: { text: 'Raised early' } },
      });
      await act(() => vi.advanceTimersByTimeAsync(5000));
      renderApp(<Toaster />, scope);
      await act(() => vi.advanceTimersByTimeAsync(2999));
      expect(screen.getByRole('status')).toHaveTextContent('Raised early');
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.queryByRole('status')).toBeNull();
    });
  });
});
