import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { skinned } from './skin';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: 'primary' | 'secondary' | 'ghost';
  /** Shows progress and blocks further presses (docs/product.md §4: the add-to-cart delay; placing an order). */
  readonly busy?: boolean;
  readonly children: ReactNode;
}

/**
 * What a busy button gets: it keeps the focus and ignores presses. `aria-disabled`, not
 * `disabled`, which would drop the focus to the page the moment it is pressed; a submit's press
 * sends no form either. Both skins' buttons take it.
 */
export const BUSY_BUTTON = {
  'aria-busy': true,
  'aria-disabled': true,
  onClick: (event: { preventDefault: () => void }) => event.preventDefault(),
} as const;

function WebButton({
  variant = 'primary',
  busy = false,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={`button button--${variant}${busy ? ' button--busy' : ''}${className ? ` ${className}` : ''}`}
      {...(busy ? BUSY_BUTTON : null)}
    >
      {children}
    </button>
  );
}

export const Button = skinned('Button', WebButton);
