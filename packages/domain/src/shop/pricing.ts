// Pricing (seed 002 §3 Pricing, §5, §6 business flag, §8 fallback, §9; calls get_pricing and
// getFTA in §7). Money is integer cents.

/** Seed 002 §8: what the page shows when the prices cannot be worked out. */
export const PricingMessages = {
  unavailable: 'Not available. Try again later.',
  /** seed 002 §5: area info must define IsRegulated */
  noRegulated: 'Pricing area info must define IsRegulated.',
} as const;

/** Seed 002 §9, in cents. */
export const RESTORE_PRICE_REGULATED_CENTS = 199;
export const RESTORE_PRICE_REGULATED_BUSINESS_CENTS = 499;
export const RESTORE_PRICE_CENTS = 499;
export const INSTALLATION_PRICE_REGULATED_CENTS = 3995;
export const INSTALLATION_PRICE_CENTS = 5995;
export const ADDITIONAL_OUTLET_PRICE_REGULATED_CENTS = 1495;
export const ADDITIONAL_OUTLET_PRICE_CENTS = 2495;

/** getFTA: a footprint's area info; IsRegulated may be missing (null) where the operator left it out. */
export interface PricingAreaInfo {
  IsRegulated: boolean | null;
}

/** get_pricing: the seed's three prices. */
export interface ServicePrices {
  restoreServicePrice: number;
  installationServicePrice: number;
  additionalOutletPrice: number;
}

export type PricingResult =
  | { ok: true; regulated: boolean; prices: ServicePrices }
  | { ok: false; message: typeof PricingMessages.noRegulated };

/**
 * The prices for an area: restore 1.99 in a regulated area (4.99 for a business), otherwise 4.99;
 * installation 39.95 regulated, else 59.95; an additional outlet 14.95 regulated, else 24.95.
 * Area info without IsRegulated is an error (seed 002 §5).
 */
export function priceServices(area: PricingAreaInfo, business: boolean): PricingResult {
  if (area.IsRegulated === null) return { ok: false, message: PricingMessages.noRegulated };
  const regulated = area.IsRegulated;
  return {
    ok: true,
    regulated,
    prices: {
      restoreServicePrice: regulated
        ? business
          ? RESTORE_PRICE_REGULATED_BUSINESS_CENTS
          : RESTORE_PRICE_REGULATED_CENTS
        : RESTORE_PRICE_CENTS,
      installationServicePrice: regulated ? INSTALLATION_PRICE_REGULATED_CENTS : INSTALLATION_PRICE_CENTS,
      additionalOutletPrice: regulated
        ? ADDITIONAL_OUTLET_PRICE_REGULATED_CENTS
        : ADDITIONAL_OUTLET_PRICE_CENTS,
    },
  };
}
