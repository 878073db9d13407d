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

  it('brings an error that appears while its control is typed in into view, and no other', () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const field = (error?: string) => (
      <>
        <Field label="Phone" error={error}>
          {(control) => <input {...control} />}
        </Field>
        <Field label="Name">{(control) => <input {...control} />}</Field>
      </>
    );
    const { rerender } = render(field());
    screen.getByRole('textbox', { name: 'Name' }).focus();
    scrolled.mockClear();
    rerender(field('Too many digits'));
    expect(scrolled).not.toHaveBeenCalled();

    rerender(field());
    screen.getByRole('textbox', { name: 'Phone' }).focus();
    scrolled.mockClear();
    rerender(field('Too many digits'));
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    expect(scrolled.mock.contexts).toEqual([screen.getByText('Too many digits').closest('.field')]);
  });
});
