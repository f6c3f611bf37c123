import { describe, expect, it } from 'vitest';
import {
  DEVICE_TYPE_CLOUD,
  DEVICE_TYPE_NO_END_OPTION,
  DVR_BOX_CACHE_MS,
  RECORDING_WINDOW_DAYS,
} from './dvr-constants.ts';

describe('DVR box types and limits', () => {
  it('names the cloud DVR box type CLOUD and the box without an end option 8300', () => {
    expect(DEVICE_TYPE_CLOUD).toBe('CLOUD');
    expect(DEVICE_TYPE_NO_END_OPTION).toBe('8300');
  });

  it('books 6 days ahead and caches per-box lookups for 30 seconds', () => {
    expect(RECORDING_WINDOW_DAYS).toBe(6);
    expect(DVR_BOX_CACHE_MS).toBe(30_000);
  });
});
