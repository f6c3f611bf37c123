import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const width = () => window.innerWidth;

/** The viewport width in CSS pixels, kept current on resize (and on rotating a phone). */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, width, width);
}
