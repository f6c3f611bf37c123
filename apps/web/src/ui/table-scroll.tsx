import type { ReactNode } from 'react';

/**
 * Lets a wide table scroll sideways on a phone. The scroll area is focusable and named, so a
 * keyboard user can scroll it too (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
