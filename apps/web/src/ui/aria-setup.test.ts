import { describe, expect, it } from 'vitest';
import { PRESSABLE_STYLE_ID } from './aria-setup.ts';

describe('react-aria under the portal’s Content-Security-Policy', () => {
  it('marks the pressable rule as present, so the library does not write an inline <style> the CSP refuses', () => {
    expect(document.getElementById(PRESSABLE_STYLE_ID)).not.toBeNull();
  });
});
