import {
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/**
 * Keeps a page from jumping while it loads. A part whose height is not known until its data
 * arrives (a bill, a list that may be empty) holds the layout with `useLayoutHold(loading)`; what
 * the page puts after it, inside `<AfterHolds>`, is laid out only once every hold is released.
 * What follows then appears below settled content instead of being pushed down as it fills, so
 * nothing a person is reading moves (Cumulative Layout Shift). The held parts' data is fetched at
 * the same time as the rest: only their drawing waits. Only the page's first load holds. Outside a
 * provider a hold does nothing.
 */
interface Holds {
  hold: (id: string, loading: boolean) => void;
  held: boolean;
}

const HoldContext = createContext<Holds | null>(null);

export function LayoutHoldProvider({ children }: { children: ReactNode }) {
  // The ids holding now, kept in a ref so the provider's own layout effect (which runs after its
  // children's in the same commit) sees the holds they have just placed.
  const loading = useRef(new Set<string>());
  const [released, setReleased] = useState(false);
  const [version, setVersion] = useState(0);
  const hold = useCallback((id: string, isLoading: boolean) => {
    if (loading.current.has(id) === isLoading) return;
    if (isLoading) loading.current.add(id);
    else loading.current.delete(id);
    setVersion((v) => v + 1);
  }, []);
  // Only the first load holds: once everything has been shown, a later load (another bill
  // picked, a retry) never hides what the person is already using.
  // `version` changes with every hold placed or released.
  useLayoutEffect(() => {
    if (!released && loading.current.size === 0) setReleased(true);
  }, [released, version]);
  const held = !released && loading.current.size > 0;
  const value = useMemo(() => ({ hold, held }), [hold, held]);
  return <HoldContext.Provider value={value}>{children}</HoldContext.Provider>;
}

/** Holds what follows (in `<AfterHolds>`) while `loading`; released on unmount. */
export function useLayoutHold(loading: boolean) {
  const holds = useContext(HoldContext);
  const id = useId();
  const hold = holds?.hold;
  // A layout effect: the hold is in place before the browser first paints what follows.
  useLayoutEffect(() => {
    if (!hold) return;
    hold(id, loading);
  }, [hold, id, loading]);
  useLayoutEffect(() => {
    if (!hold) return;
    return () => hold(id, false);
  }, [hold, id]);
}

/**
 * What the page shows after its held parts: mounted from the start (so its own data loads at
 * once) and shown when nothing is held. `className` styles the wrapper (say, `stack`).
 */
export function AfterHolds({ children, className }: { children: ReactNode; className?: string }) {
  const held = useContext(HoldContext)?.held ?? false;
  return (
    <div className={className} hidden={held}>
      {children}
    </div>
  );
}

/** `useLayoutHold` for a page that is itself the provider's parent: render it inside the provider. */
export function LayoutHold({ loading }: { loading: boolean }) {
  useLayoutHold(loading);
  return null;
}
