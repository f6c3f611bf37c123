import { useEffect, useRef } from 'react';
import { SiteSearchForm } from '../../features/search/components/site-search-form.tsx';

/**
 * The mobile search bar (seed 000 §2): below the header bar at narrow widths, opened by the
 * search button; the header closes it when the viewport reaches 978 px.
 */
export function MobileSearch({ open, onSearched }: { open: boolean; onSearched: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  // Opening the bar is asking to type: start there.
  useEffect(() => {
    if (open) ref.current?.querySelector('input')?.focus();
  }, [open]);
  return (
    <div id="mobile-search" ref={ref} className="mobile-search" hidden={!open}>
      <div className="container">
        <SiteSearchForm idPrefix="mobile-search" variant="compact" onSearched={onSearched} />
      </div>
    </div>
  );
}
