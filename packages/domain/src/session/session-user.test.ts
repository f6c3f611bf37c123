import { describe, expect, it } from 'vitest';
import { deriveEntitlements, type ServiceFlags } from './session-user.ts';

const base: ServiceFlags = { ool: false, ov: false, io: false, dvr: 0, bp: 0, email: 0 };

describe('deriveEntitlements (seed 000 §6)', () => {
  it.each([
    { flags: { ool: true }, email: true },
    { flags: { ool: true, m2m: false }, email: true },
    { flags: { ool: true, m2m: true }, email: false },
    { flags: { ool: false }, email: false },
  ])('internet gates e-mail: $flags -> $email', ({ flags, email }) => {
    expect(deriveEntitlements({ ...base, ...flags }).email).toBe(email);
  });

  it('TV gates cart and favorites, p.dvr = 1 gates DVR, phone gates voicemail, p.bp gates bill pay', () => {
    expect(deriveEntitlements({ ...base, io: true, dvr: 1, ov: true, bp: 1 })).toEqual({
      email: false,
      tv: true,
      dvr: true,
      voicemail: true,
      billPay: true,
    });
    expect(deriveEntitlements(base)).toEqual({
      email: false,
      tv: false,
      dvr: false,
      voicemail: false,
      billPay: false,
    });
  });
});
