import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { afterFirstInteraction } from '../lib/dom/after-first-interaction';
import { preloadable } from '../lib/preloadable';
import { skinned } from './skin';

export interface DialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
  /** A sheet slides up from the bottom on phones; a dialog is centred. */
  readonly variant?: 'dialog' | 'sheet';
}

/**
 * A dialog whose code stays out of the first load: a closed one is nothing, and its code comes
 * once the page is idle after the visitor's first interaction, or with the first one opened
 * before that. Opened once the code is here, it shows at once (see preloadable).
 */
export const onDemandDialog = (load: () => Promise<{ default: ComponentType<DialogProps> }>) => {
  const { Component: Loaded, preload } = preloadable(load);
  return function OnDemandDialog(props: DialogProps) {
    useEffect(() => {
      afterFirstInteraction(() => void preload().catch(() => undefined));
    }, []);
    if (!props.open) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
};

export const Dialog = skinned(
  'Dialog',
  onDemandDialog(() => import('./web-dialog')),
);
