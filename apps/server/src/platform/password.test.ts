import { describe, expect, it } from 'vitest';
import { argon2Hasher } from './password.ts';

describe('password hashing', () => {
  it('uses argon2id at OWASP strength and verifies only the right password', async () => {
    const hasher = argon2Hasher();
    const h = await hasher.hash('Coax2026demo');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(h, 'Coax2026demo')).toBe(true);
    expect(await hasher.verify(h, 'coax2026demo')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'x')).toBe(false);
  });

  it('does not block the event loop while hashing', async () => {
    const hasher = argon2Hasher();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    await Promise.all([
      hasher.hash('a-password-1'),
      hasher.hash('a-password-2'),
      hasher.hash('a-password-3'),
    ]);
    clearInterval(timer);
    // Had hashing run on the main thread, the interval could not have fired in between.
    expect(ticks).toBeGreaterThan(0);
  });
});
