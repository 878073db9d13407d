import { screen } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $language } from '../../i18n/model';
import { renderApp } from '../../lib/test/render-app';
import { $toasts } from './model';
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
});
