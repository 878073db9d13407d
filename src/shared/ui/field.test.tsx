import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Field } from './field';

describe('Field', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('brings the whole field, label and error included, into view when its control is focused', () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    render(
      <Field label="Name" error="Enter your name">
        {(control) => <input {...control} />}
      </Field>,
    );
    fireEvent.focus(screen.getByRole('textbox', { name: 'Name' }));
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    expect(scrolled.mock.contexts).toEqual([screen.getByText('Enter your name').closest('.field')]);
  });
});
