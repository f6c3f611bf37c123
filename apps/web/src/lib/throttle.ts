import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * When the server's general rate limit last refused this browser, and until when (ms since the
 * epoch, the browser's clock). The shell says how long to wait; pages keep their own message.
 */
let until = 0;
const listeners = new Set<() => void>();

/**
 * A 429 for the general limit (reason request.throttled), with its Retry-After in seconds; the
 * latest answer is the one that counts.
 */
export function noteThrottled(retryAfterSeconds: number, now = Date.now()): void {
  const seconds = Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0 ? retryAfterSeconds : 1;
  until = now + seconds * 1000;
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whole seconds left to wait, counting down each second; 0 when nothing is refused. */
export function useThrottleSecondsLeft(): number {
  const end = useSyncExternalStore(subscribe, () => until);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (end <= Date.now()) return;
    const timer = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= end) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [end]);
  return Math.max(0, Math.ceil((end - now) / 1000));
}
