import type { ReactNode } from 'react';

interface NoticeProps {
  readonly tone?: 'info' | 'success' | 'warning' | 'error';
  readonly children: ReactNode;
}

/** An inline message inside a screen (a refused point, a map that failed to load). */
export function Notice({ tone = 'info', children }: NoticeProps) {
  return (
    <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
