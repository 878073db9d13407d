import { useId, type ReactNode } from 'react';

export interface FieldControlProps {
  readonly id: string;
  readonly className: string;
  readonly 'aria-invalid': boolean;
  readonly 'aria-describedby': string | undefined;
}

interface FieldProps {
  readonly label: string;
  /** Already translated; shown under the control and announced with it. */
  readonly error?: string | undefined;
  readonly hint?: string;
  readonly children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with its hint and error wired for assistive technology. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div
      className={error ? 'field field--invalid' : 'field'}
      // However the control gets the focus (Tab, a tap, a script), its label, hint and error come
      // into view with it, clear of the sticky bars: browsers bring only a text field's caret line.
      onFocus={(event) => event.currentTarget.scrollIntoView({ block: 'nearest' })}
    >
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        className: 'field__input',
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
