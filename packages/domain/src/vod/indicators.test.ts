import { describe, expect, it } from 'vitest';
import { VodIndicator, decodeIndicators } from './indicators.ts';

describe('title indicators (seed 001 §3: bit flags new, dolby, SAP, closed captions)', () => {
  it('takes the bits in the seed order, lowest first', () => {
    expect(VodIndicator).toEqual({ new: 1, dolby: 2, sap: 4, closedCaptions: 8 });
  });

  it.each([
    [0, { new: false, dolby: false, sap: false, closedCaptions: false }],
    [1, { new: true, dolby: false, sap: false, closedCaptions: false }],
    [10, { new: false, dolby: true, sap: false, closedCaptions: true }],
    [15, { new: true, dolby: true, sap: true, closedCaptions: true }],
    [16 + 4, { new: false, dolby: false, sap: true, closedCaptions: false }],
  ])('%i reads %o', (bits, flags) => expect(decodeIndicators(bits)).toEqual(flags));
});
