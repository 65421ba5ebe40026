import type { ReactNode } from 'react';

export interface AlertProps {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
}

/** A message that screen readers announce when it appears. */
export function Alert({ tone, children }: AlertProps) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
