import type { ButtonHTMLAttributes, MouseEventHandler, ReactNode } from 'react';
import { skinned } from './skin';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: 'primary' | 'secondary' | 'ghost';
  /** Shows progress and blocks further presses (docs/product.md §4: the add-to-cart delay; placing an order). */
  readonly busy?: boolean;
  readonly children: ReactNode;
}

/**
 * A busy button keeps the focus and ignores presses: `aria-disabled`, not `disabled`, which would
 * drop the focus to the page the moment it is pressed (a submit's press sends no form either).
 */
export const busyButtonProps = (
  busy: boolean,
  disabled: boolean | undefined,
  onClick: MouseEventHandler<HTMLButtonElement> | undefined,
) => ({
  disabled,
  'aria-disabled': busy || undefined,
  'aria-busy': busy || undefined,
  onClick: busy
    ? (event: Parameters<MouseEventHandler<HTMLButtonElement>>[0]) => event.preventDefault()
    : onClick,
});

function WebButton({
  variant = 'primary',
  busy = false,
  disabled,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={`button button--${variant}${busy ? ' button--busy' : ''}${className ? ` ${className}` : ''}`}
      {...busyButtonProps(busy, disabled, onClick)}
    >
      {children}
    </button>
  );
}

export const Button = skinned('Button', WebButton);
