import { useEffect, useRef, useState } from 'react';

/**
 * Seed 000 §4: a dashboard module "initializes on first activation". Here a module is activated
 * when it first comes near the screen (or at once when `eager`, as the two chosen slots are, or
 * when the browser cannot tell), and it stays activated: scrolling away never unloads it.
 */
export function useActivation<T extends Element>(eager: boolean) {
  const ref = useRef<T>(null);
  const [activated, setActivated] = useState(eager);

  useEffect(() => {
    if (activated) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setActivated(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setActivated(true);
          observer.disconnect();
        }
      },
      // Start a little before the module scrolls into view, so it is ready when seen.
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [activated]);

  return { ref, activated };
}
