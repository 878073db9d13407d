import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { skinned } from './skin';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: 'primary' | 'secondary' | 'ghost';
  /** Shows progress and blocks further presses (docs/product.md §4: the add-to-cart delay; placing an order). */
  readonly busy?: boolean;
  readonly children: ReactNode;
}

function WebButton({
  variant = 'primary',
  busy = false,
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={`button button--${variant}${busy ? ' button--busy' : ''}${className ? ` ${className}` : ''}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  );
}

export const Button = skinned('Button', WebButton);
