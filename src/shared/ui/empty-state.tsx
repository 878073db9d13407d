import type { ReactNode } from 'react';
import { useSkin } from './skin';

export interface EmptyStateProps {
  readonly title: string;
  readonly text?: string;
  readonly action?: ReactNode;
}

export function EmptyState(props: EmptyStateProps) {
  const skin = useSkin();
  return skin ? <skin.EmptyState {...props} /> : <WebEmptyState {...props} />;
}

function WebEmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <div className="empty-state" role="status">
      <p className="empty-state__title">{title}</p>
      {text && <p className="empty-state__text">{text}</p>}
      {action}
    </div>
  );
}
