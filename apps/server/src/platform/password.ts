import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id in @node-rs/argon2 (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/**
 * Argon2id at OWASP's recommended strength (m=19 MiB, t=2, p=1). Hashing runs on the libuv
 * thread pool, so the event loop keeps serving while a sign-in is checked.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
}

export function argon2Hasher(memoryKib = 19456): PasswordHasher {
  const opts = { algorithm: ARGON2ID, memoryCost: memoryKib, timeCost: 2, parallelism: 1 };
  return {
    hash: (password) => hash(password, opts),
    verify: async (hashed, password) => {
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
  };
}
