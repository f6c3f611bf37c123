import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id in @node-rs/argon2 (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/**
 * Argon2id at OWASP's recommended strength (m=19 MiB, t=2, p=1). Hashing runs off the event
 * loop, and at most `concurrency` hashes run at once (one core is left for serving requests):
 * a burst of sign-ins queues instead of starving every other request of CPU.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
}

export function argon2Hasher(
  memoryKib = 19456,
  concurrency = Math.max(1, os.availableParallelism() - 1),
): PasswordHasher {
  const opts = { algorithm: ARGON2ID, memoryCost: memoryKib, timeCost: 2, parallelism: 1 };
  const limit = limiter(concurrency);
  return {
    hash: (password) => limit(() => hash(password, opts)),
    verify: (hashed, password) =>
      limit(async () => {
        try {
          return await verify(hashed, password);
        } catch {
          return false;
        }
      }),
  };
}

/** A counting semaphore: runs at most `max` tasks at once, the rest in arrival order. */
function limiter(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
