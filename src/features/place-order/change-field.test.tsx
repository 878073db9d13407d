import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $language } from '../../shared/i18n/model';
import { renderApp } from '../../shared/lib/test/render-app';
import { ChangeField } from './change-field';
import { EXACT_CHANGE } from './checkout-draft';
import { $checkoutDraft } from './draft-model';

describe('ChangeField', () => {
  // What the draft holds is what the order sends: "without change" goes as the total itself
  // (change-model.test.ts).
  it('takes “No change needed” as the draft’s “without change”, clearing a typed amount', async () => {
    const user = userEvent.setup();
    const scope = fork({ values: [[$language, 'en']] });
    renderApp(<ChangeField total={127_000} />, scope);
    const amount = screen.getByRole('textbox', { name: 'Amount in notes' });
    await user.type(amount, '200000');
    expect(amount).toHaveValue('200\u00a0000');

    const exact = screen.getByRole('radio', { name: 'No change needed' });
    await user.click(exact);
    expect(exact).toBeChecked();
    expect(amount).toHaveValue('');
    expect(scope.getState($checkoutDraft).changeFrom).toBe(EXACT_CHANGE);
  });
});
