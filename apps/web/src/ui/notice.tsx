import type { ReactNode } from 'react';

type Tone = 'info' | 'success' | 'warning' | 'error';

/**
 * A message box. `live` makes it announce: 'polite' for news (role=status), 'assertive' for
 * errors that block the task (role=alert). Static notices are not announced twice.
 */
export function Notice({
  tone = 'info',
  live,
  children,
  className,
}: {
  tone?: Tone;
  live?: 'polite' | 'assertive';
  children: ReactNode;
  className?: string;
}) {
  const role = live === 'assertive' ? 'alert' : live === 'polite' ? 'status' : undefined;
  return (
    <div role={role} className={`notice notice--${tone}${className ? ` ${className}` : ''}`}>
      {children}
    </div>
  );
}
