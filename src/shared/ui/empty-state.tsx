import type { ReactNode } from 'react';
import { skinned } from './skin';

export interface EmptyStateProps {
  readonly title: string;
  readonly text?: string;
  readonly action?: ReactNode;
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

export const EmptyState = skinned('EmptyState', WebEmptyState);
