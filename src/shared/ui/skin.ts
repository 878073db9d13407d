import {
  createContext,
  createElement,
  useContext,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { ButtonProps } from './button';
import type { CallLinkProps } from './call-link';
import type { ChoiceCardProps } from './choice-card';
import type { DialogProps } from './dialog';
import type { EmptyStateProps } from './empty-state';
import type { FieldProps } from './field';
import type { NoticeProps } from './notice';
import type { SegmentedProps } from './segmented';
import type { StepperProps } from './stepper';

/** The controls a skin draws its own way; the web skin is the plain components themselves. */
export interface SkinControls {
  readonly Button: ComponentType<ButtonProps>;
  readonly CallLink: ComponentType<CallLinkProps>;
  readonly ChoiceCard: ComponentType<ChoiceCardProps>;
  readonly Dialog: ComponentType<DialogProps>;
  readonly EmptyState: ComponentType<EmptyStateProps>;
  readonly Field: ComponentType<FieldProps>;
  readonly Notice: ComponentType<NoticeProps>;
  readonly Segmented: ComponentType<SegmentedProps<string | number>>;
  readonly Stepper: ComponentType<StepperProps>;
}

/** The Telegram skin: its controls, its root, and the app's chrome in place of the site header. */
export interface Skin extends SkinControls {
  readonly Root: ComponentType<{ readonly children: ReactNode }>;
  /** The client draws its own header; this replaces the site's. */
  readonly Header: ComponentType;
}

export const SkinContext = createContext<Skin | null>(null);

export const useSkin = () => useContext(SkinContext);

/** A control drawn by the skin in use: telegram-ui's inside Telegram, the plain one on the web. */
export const skinned =
  <Name extends keyof SkinControls, Props extends object>(name: Name, Web: ComponentType<Props>) =>
  (props: Props) => {
    const skin = useSkin();
    return createElement((skin?.[name] ?? Web) as ComponentType<Props>, props);
  };
