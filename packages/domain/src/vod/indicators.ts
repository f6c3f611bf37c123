/**
 * Seed 001 §3 VOD title "indicators (bit flags: new, dolby, SAP, closed captions)". The bits
 * are taken in the seed's order, lowest first.
 */
export const VodIndicator = { new: 1, dolby: 2, sap: 4, closedCaptions: 8 } as const;
export type VodIndicatorName = keyof typeof VodIndicator;

export interface VodIndicators {
  new: boolean;
  dolby: boolean;
  sap: boolean;
  closedCaptions: boolean;
}

/** Reads the bit flags; unknown higher bits are ignored. */
export function decodeIndicators(bits: number): VodIndicators {
  return {
    new: (bits & VodIndicator.new) !== 0,
    dolby: (bits & VodIndicator.dolby) !== 0,
    sap: (bits & VodIndicator.sap) !== 0,
    closedCaptions: (bits & VodIndicator.closedCaptions) !== 0,
  };
}
