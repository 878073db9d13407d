import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusOnArrival } from './focus-into-view';
import WebDialog from './web-dialog';

/** What a sent form leaves behind: it takes the focus when it arrives. */
function Result() {
  const result = useFocusOnArrival<HTMLParagraphElement>();
  return (
    <p ref={result} tabIndex={-1}>
      Sent
    </p>
  );
}

/** A button that opens a dialog; its "Send" closes it and shows the result beside the button. */
function Opener() {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {sent && <Result />}
      <WebDialog open={open} title="Form" onClose={() => setOpen(false)}>
        <button type="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            setSent(true);
          }}
        >
          Send
        </button>
      </WebDialog>
    </>
  );
}

describe('WebDialog', () => {
  it('closed, gives the focus back to what opened it', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const open = screen.getByRole('button', { name: 'Open' });
    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(open).toHaveFocus();
  });

  it('closed by what it brought, gives the focus back before what arrived takes it', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Sent')).toHaveFocus();
  });
});
