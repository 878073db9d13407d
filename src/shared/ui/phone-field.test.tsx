import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../lib/test/render-app';
import { PhoneField } from './phone-field';

/** The field as the checkout and vacancy forms hold it: the shown text is the form's state. */
function Form({ initial = '' }: { readonly initial?: string }) {
  const [phone, setPhone] = useState(initial);
  return <PhoneField label="Phone" error={undefined} value={phone} onChange={setPhone} />;
}

const setup = (initial?: string) => {
  const user = userEvent.setup();
  renderApp(<Form initial={initial} />);
  return { user, input: screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' }) };
};

const FULL = '+998 90 123 45 67';
/** The field's hint, which its description starts with. */
const HINT = '+998 XX XXX XX XX';
const FOREIGN = 'Only Uzbek numbers are accepted: +998 and 9 digits.';
const TOO_LONG = 'Too many digits: after +998 come exactly 9, without a leading 8.';

/** Moves the caret left from the end until it stands just after `digit`'s first place in FULL. */
const afterFirst = (digit: string) => `{ArrowLeft>${FULL.length - FULL.indexOf(digit) - 1}/}`;

describe('PhoneField', () => {
  // The ways of entering a number that checkout and the job application see, into an empty
  // field; e2e (phone-field.spec.ts) drives the same table with real keys and a real clipboard.
  it.each<[string, string, string, (user: UserEvent, input: HTMLInputElement) => Promise<void>]>([
    ['types "+998 90 123 45 67"', FULL, HINT, (user) => user.keyboard(FULL)],
    ['types "901234567"', FULL, HINT, (user) => user.keyboard('901234567')],
    [
      'types the old trunk prefix "8 90 123 45 67"',
      FULL,
      HINT,
      (user) => user.keyboard('8 90 123 45 67'),
    ],
    [
      'fixes a middle digit with the arrow keys',
      '+998 90 523 45 67',
      HINT,
      (user) => user.keyboard(`901234567${afterFirst('1')}{Backspace}5`),
    ],
    ['pastes "+998 90 123-45-67"', FULL, HINT, (user) => user.paste('+998 90 123-45-67')],
    [
      'pastes " +998 90-123-45-67 " and fixes its 2 to a 7',
      '+998 90 173 45 67',
      HINT,
      async (user) => {
        await user.paste(' +998 90-123-45-67 ');
        await user.keyboard(`${afterFirst('2')}{Backspace}7`);
      },
    ],
    [
      'pastes a whole number over one typed before',
      FULL,
      HINT,
      async (user, input) => {
        await user.keyboard('971112233');
        await user.tripleClick(input);
        await user.paste(FULL);
      },
    ],
    ['types another country code', '+7', `${HINT} ${FOREIGN}`, (user) => user.keyboard('+7')],
    [
      'types a tenth digit',
      '+998 90 123 45 678',
      `${HINT} ${TOO_LONG}`,
      (user) => user.keyboard('90 123 45 678'),
    ],
    [
      'pastes "90 123-45-678", a digit too many',
      '+998 90 123 45 678',
      `${HINT} ${TOO_LONG}`,
      (user) => user.paste('90 123-45-678'),
    ],
    [
      'pastes "90-123-45-6789", two digits too many',
      '+998 90 123 45 6789',
      `${HINT} ${TOO_LONG}`,
      (user) => user.paste('90-123-45-6789'),
    ],
  ])('%s: shows %j whole, described as %j', async (_, shown, description, enter) => {
    const { user, input } = setup();
    await user.click(input);
    await enter(user, input);
    expect(input).toHaveValue(shown);
    expect(input).toHaveAccessibleDescription(description);
  });

  it.each(['+998 90 123 45 67', '+998901234567', '998901234567', '901234567', '90 123 45 67'])(
    'shows exactly the number typed key by key as %j',
    async (keys) => {
      const { user, input } = setup();
      await user.type(input, keys);
      expect(input).toHaveValue(FULL);
      expect(input.selectionStart).toBe(FULL.length);
    },
  );

  it('fixes a middle digit with the caret staying where the customer edits', async () => {
    const { user, input } = setup(FULL);
    const afterOne = FULL.indexOf('1') + 1;
    await user.type(input, '{Backspace}', {
      initialSelectionStart: afterOne,
      initialSelectionEnd: afterOne,
    });
    expect(input).toHaveValue('+998 90 234 56 7');
    await user.keyboard('5');
    expect(input).toHaveValue('+998 90 523 45 67');
    expect(input.selectionStart).toBe(afterOne);
  });

  it('deletes a digit, not the space before it', async () => {
    const { user, input } = setup(FULL);
    const afterSpace = FULL.indexOf(' 123') + 1;
    await user.type(input, '{Backspace}', {
      initialSelectionStart: afterSpace,
      initialSelectionEnd: afterSpace,
    });
    expect(input).toHaveValue('+998 91 234 56 7');
  });

  it.each(['+998 90 123-45-67', '998901234567', '(90) 1234567', '8 90 123 45 67'])(
    'takes %j pasted over the whole field',
    async (text) => {
      const { user, input } = setup('+998 97 111 22 33');
      await user.tripleClick(input);
      await user.paste(text);
      expect(input).toHaveValue(FULL);
    },
  );

  it.each([
    ['8 90 123 45 67', FULL],
    ['90 123 45 678', '+998 90 123 45 678'],
  ])('types %j key by key as %j: the trunk 8 read, a tenth digit kept', async (keys, shown) => {
    const { user, input } = setup();
    await user.type(input, keys);
    expect(input).toHaveValue(shown);
  });

  it('shows a number it cannot send as entered, saying why, until it is fixed', async () => {
    const { user, input } = setup('+998 97 111 22 33');
    await user.tripleClick(input);
    await user.paste('+7 999 123 45 67');
    // The number that was there is gone: the form holds what the customer sees.
    expect(input).toHaveValue('+7 999 123 45 67');
    expect(input).toHaveAccessibleDescription(/Only Uzbek numbers are accepted/);
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.tripleClick(input);
    await user.paste('+998 97 111 22 334');
    expect(input).toHaveValue('+998 97 111 22 334');
    expect(input).toHaveAccessibleDescription(/Too many digits/);

    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('+998 97 111 22 33');
    expect(input).not.toHaveAccessibleDescription(/Too many digits/);
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });
});
