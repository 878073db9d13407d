import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../lib/test/render-app';
import { RadioChoice } from './radio-choice';

const SIZES = [
  { value: 1101, label: '25 cm' },
  { value: 1102, label: '30 cm', detail: '+20 000' },
  { value: 1103, label: '35 cm', detail: '+40 000' },
];

function Sizes({
  required,
  start,
}: {
  readonly required?: boolean;
  readonly start: number | null;
}) {
  const [value, setValue] = useState(start);
  return (
    <>
      <button type="button">Before</button>
      <RadioChoice
        label="Size"
        value={value}
        options={SIZES}
        onChange={setValue}
        required={required}
      />
      <output>{value ?? 'none'}</output>
    </>
  );
}

describe('RadioChoice', () => {
  it('is a radio group named by its label, each option named by its own, its price its description', () => {
    renderApp(<Sizes start={1101} />);
    const group = screen.getByRole('radiogroup', { name: 'Size' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(within(group).getByRole('radio', { name: '25 cm' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: '30 cm' })).toHaveAccessibleDescription(
      '+20 000',
    );
    expect(within(group).getByRole('radio', { name: '25 cm' })).not.toHaveAccessibleDescription();
  });

  it('answers the arrow keys: Tab reaches the chosen option, the arrows move the choice', async () => {
    const user = userEvent.setup();
    renderApp(<Sizes start={1102} />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: '30 cm' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '35 cm' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '35 cm' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('1103');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '25 cm' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '25 cm' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '30 cm' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('1101');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '30 cm' })).toBeChecked();
    // One stop in the Tab order: the next Tab leaves the group.
    await user.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it('keeps a required choice when its option is pressed again, and lets an optional one go', async () => {
    const user = userEvent.setup();
    const { unmount } = renderApp(<Sizes start={1101} />);
    await user.click(screen.getByRole('radio', { name: '25 cm' }));
    expect(screen.getByRole('status')).toHaveTextContent('1101');
    unmount();

    renderApp(<Sizes start={null} required={false} />);
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
    await user.click(screen.getByRole('radio', { name: '35 cm' }));
    expect(screen.getByRole('status')).toHaveTextContent('1103');
    await user.click(screen.getByRole('radio', { name: '35 cm' }));
    expect(screen.getByRole('status')).toHaveTextContent('none');
    expect(screen.getByRole('radio', { name: '35 cm' })).not.toBeChecked();
  });
});
