import { useCallback, useSyncExternalStore } from 'react';

export type SummaryLayout = 'grid' | 'table';

/** Seed 001 §2: grid or table layout, "shared across views": one choice for every category grid. */
export const SUMMARY_LAYOUT_KEY = 'coax.vod.summaryLayout';

const listeners = new Set<() => void>();
/** The choice made in this visit, for browsers with storage switched off. */
let chosen: SummaryLayout | null = null;

function read(): SummaryLayout {
  try {
    return window.localStorage.getItem(SUMMARY_LAYOUT_KEY) === 'table' ? 'table' : 'grid';
  } catch {
    // storage can be switched off: the choice then lasts for this visit
    return chosen ?? 'grid';
  }
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // another tab changing the choice changes it here too
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The layout of every category grid, remembered in this browser. */
export function useSummaryLayout(): [SummaryLayout, (layout: SummaryLayout) => void] {
  const layout = useSyncExternalStore(subscribe, read, () => 'grid' as const);
  const setLayout = useCallback((next: SummaryLayout) => {
    chosen = next;
    try {
      window.localStorage.setItem(SUMMARY_LAYOUT_KEY, next);
    } catch {
      // not remembered past this visit, but applied all the same
    }
    listeners.forEach((notify) => notify());
  }, []);
  return [layout, setLayout];
}
