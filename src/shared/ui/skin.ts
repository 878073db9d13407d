import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { ButtonProps } from './button';
import type { EmptyStateProps } from './empty-state';

/** The Telegram skin's components; the web skin is the plain components themselves. */
export interface Skin {
  readonly Root: ComponentType<{ readonly children: ReactNode }>;
  readonly Button: ComponentType<ButtonProps>;
  readonly EmptyState: ComponentType<EmptyStateProps>;
}

export const SkinContext = createContext<Skin | null>(null);

export const useSkin = () => useContext(SkinContext);
