import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from './combobox';

const STREETS = ['Navoi Street', 'Navoi Street, 15', 'Nukus Street'];

/** The combobox as a form uses it, its state held as a model would hold it. */
function Harness({
  onChosen,
  onSubmitted,
  onOuterEscape,
}: {
  readonly onChosen: (street: string) => void;
  readonly onSubmitted: () => void;
  readonly onOuterEscape: () => void;
}) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = text.length >= 2 ? STREETS.map((label) => ({ key: label, label })) : [];
  return (
    // A dialog around the field would close on this Escape: it must not hear the list's.
    <div onKeyDown={(event) => event.key === 'Escape' && onOuterEscape()}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmitted();
        }}
      >
        <Combobox
          label="Street and house"
          value={text}
          onChange={(next) => {
            setText(next);
            setOpen(true);
            setActive(-1);
          }}
          options={options}
          open={open}
          activeIndex={active}
          onMove={(direction) => {
            setOpen(true);
            setActive((index) =>
              direction === 'next'
                ? (index + 1) % options.length
                : (index <= 0 ? options.length : index) - 1,
            );
          }}
          onChoose={(index) => {
            onChosen(options[index]?.label ?? '');
            setOpen(false);
          }}
          onClose={() => {
            setOpen(false);
            setActive(-1);
          }}
        />
      </form>
    </div>
  );
}

const setup = () => {
  const handlers = { onChosen: vi.fn(), onSubmitted: vi.fn(), onOuterEscape: vi.fn() };
  render(<Harness {...handlers} />);
  return { ...handlers, user: userEvent.setup() };
};

describe('Combobox', () => {
  it('is a combobox that controls a listbox of options, expanded only while it shows', async () => {
    const { user } = setup();
    const field = screen.getByRole('combobox', { name: 'Street and house' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(field, 'Na');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Street and house' });
    expect(field).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(STREETS);
    expect(field).not.toHaveAttribute('aria-activedescendant');
  });

  it('moves the active option with the arrows, round the list, and Enter chooses it', async () => {
    const { user, onChosen, onSubmitted } = setup();
    const field = screen.getByRole('combobox', { name: 'Street and house' });
    await user.type(field, 'Na');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Navoi Street, 15' });
    expect(field).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Nukus Street' }).id,
    );
    await user.keyboard('{Enter}');
    expect(onChosen).toHaveBeenCalledWith('Nukus Street');
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveFocus();
  });

  it('leaves Enter with no active option to the form: it searches at once', async () => {
    const { user, onChosen, onSubmitted } = setup();
    await user.type(screen.getByRole('combobox', { name: 'Street and house' }), 'Na{Enter}');
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(onChosen).not.toHaveBeenCalled();
  });

  it('closes only the list on Escape; with the list closed, Escape is the dialog’s again', async () => {
    const { user, onOuterEscape } = setup();
    const field = screen.getByRole('combobox', { name: 'Street and house' });
    await user.type(field, 'Na');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    expect(field).toHaveValue('Na');
    expect(onOuterEscape).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onOuterEscape).toHaveBeenCalledTimes(1);
  });

  it('chooses a tapped option and keeps the focus in the field', async () => {
    const { user, onChosen } = setup();
    const field = screen.getByRole('combobox', { name: 'Street and house' });
    await user.type(field, 'Na');
    await user.click(screen.getByRole('option', { name: 'Navoi Street' }));
    expect(onChosen).toHaveBeenCalledWith('Navoi Street');
    expect(field).toHaveFocus();
  });
});
