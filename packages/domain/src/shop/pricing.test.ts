import { describe, expect, it } from 'vitest';
import { PricingMessages, priceServices } from './pricing.ts';

describe('priceServices (seed 002 §9 pricing)', () => {
  it.each([
    // regulated, business, restore, installation, outlet: the seed's figures in cents
    [true, false, 199, 3995, 1495],
    [true, true, 499, 3995, 1495],
    [false, false, 499, 5995, 2495],
    [false, true, 499, 5995, 2495],
  ])(
    'regulated %s, business %s: restore %i, installation %i, outlet %i',
    (reg, biz, restore, inst, outlet) => {
      expect(priceServices({ IsRegulated: reg }, biz)).toEqual({
        ok: true,
        regulated: reg,
        prices: {
          restoreServicePrice: restore,
          installationServicePrice: inst,
          additionalOutletPrice: outlet,
        },
      });
    },
  );

  it('refuses area info without IsRegulated', () => {
    expect(priceServices({ IsRegulated: null }, false)).toEqual({
      ok: false,
      message: PricingMessages.noRegulated,
    });
  });

  it("keeps the seed's fallback word for word", () => {
    expect(PricingMessages.unavailable).toBe('Not available. Try again later.');
  });
});
