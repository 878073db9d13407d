import { useEffect, useId, useRef, type ComponentType, type ReactNode } from 'react';
import { skinned } from './skin';

export interface FieldControlProps {
  readonly id: string;
  readonly className: string;
  readonly 'aria-invalid': boolean;
  readonly 'aria-describedby': string | undefined;
  /** Set where the control sits inside a skin's own label element, which would name it too. */
  readonly 'aria-labelledby'?: string;
}

export interface FieldProps {
  readonly label: string;
  /** Already translated; shown under the control and announced with it. */
  readonly error?: string | undefined;
  readonly hint?: string;
  readonly children: (control: FieldControlProps) => ReactNode;
}

/** What a skin draws around the control (telegram-ui's input frame). */
export type FieldFrame = ComponentType<{ readonly invalid: boolean; readonly children: ReactNode }>;

/**
 * A labelled form control with its hint and error wired for assistive technology; a skin may
 * draw a frame around the control.
 */
export function FieldLayout({
  label,
  error,
  hint,
  children,
  Frame,
}: FieldProps & { readonly Frame?: FieldFrame }) {
  const id = useId();
  const labelId = `${id}-label`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const control = children({
    id,
    className: 'field__input',
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy || undefined,
    ...(Frame ? { 'aria-labelledby': labelId } : {}),
  });
  const field = useRef<HTMLDivElement>(null);
  // An error that appears under the control being typed in (a digit too many) comes into view
  // too, clear of the sticky main action, which would otherwise cover it on a small screen.
  useEffect(() => {
    const element = field.current;
    if (error && element?.contains(document.activeElement))
      element.scrollIntoView({ block: 'nearest' });
  }, [error]);
  return (
    <div
      ref={field}
      className={error ? 'field field--invalid' : 'field'}
      // However the control gets the focus (Tab, a tap, a script), its label, hint and error come
      // into view with it, clear of the sticky bars: browsers bring only a text field's caret line.
      onFocus={(event) => event.currentTarget.scrollIntoView({ block: 'nearest' })}
    >
      <label id={labelId} className="field__label" htmlFor={id}>
        {label}
      </label>
      {Frame ? <Frame invalid={Boolean(error)}>{control}</Frame> : control}
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

export const Field = skinned('Field', FieldLayout);
