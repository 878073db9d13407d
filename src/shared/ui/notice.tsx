import type { ReactNode } from 'react';
import { skinned } from './skin';

export interface NoticeProps {
  readonly tone?: 'info' | 'success' | 'warning' | 'error';
  readonly children: ReactNode;
}

/** An inline message inside a screen (a refused point, a map that failed to load). */
function WebNotice({ tone = 'info', children }: NoticeProps) {
  return (
    <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

export const Notice = skinned('Notice', WebNotice);
