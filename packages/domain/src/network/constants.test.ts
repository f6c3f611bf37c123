import { describe, expect, it } from 'vitest';
import { HOTSPOT_DEVICES_MAX, HOTSPOT_TOKEN_TTL_MS } from './index.ts';

describe('hotspot registration', () => {
  it('takes 10 devices, with a token good for 30 minutes', () => {
    expect(HOTSPOT_DEVICES_MAX).toBe(10);
    expect(HOTSPOT_TOKEN_TTL_MS).toBe(1_800_000);
  });
});
