import type { ReactNode } from 'react';
import './form-alert.css';

/** An error (or notice) about a whole form, announced when it appears. */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'info' | 'success'; children: ReactNode }) {
  return (
    <div className={`form-alert form-alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
