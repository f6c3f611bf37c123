import { useState } from 'react';

/**
 * One idempotency key per press, kept for a retry of the same press after a failure, so the
 * server does the work once however many times the request goes.
 */
export function useOnceKey(failed: boolean) {
  const [key, setKey] = useState<string | null>(null);
  return {
    next(): string {
      const k = failed && key ? key : crypto.randomUUID();
      setKey(k);
      return k;
    },
    reset: () => setKey(null),
  };
}
