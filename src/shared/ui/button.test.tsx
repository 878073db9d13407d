import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('busy, keeps the focus and ignores presses, a submit sending no form', async () => {
    const user = userEvent.setup();
    const pressed = vi.fn();
    const submitted = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={submitted}>
        <Button type="submit" onClick={pressed}>
          Find
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Find' });
    await user.click(button);
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledTimes(1);

    rerender(
      <form onSubmit={submitted}>
        <Button type="submit" onClick={pressed} busy>
          Find
        </Button>
      </form>,
    );
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(button).toHaveFocus();
  });
});
