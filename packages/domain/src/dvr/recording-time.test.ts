import { describe, expect, it } from 'vitest';
import { formatRecordingTime } from './recording-time.ts';

describe('the YYYYMMDDHHmmss recording time', () => {
  it.each([
    [Date.UTC(2026, 10, 20, 15, 0, 0), '20261120150000'],
    [Date.UTC(2027, 0, 1, 0, 0, 5), '20270101000005'],
    [Date.UTC(2026, 1, 28, 23, 59, 59), '20260228235959'],
  ])('formats %d as %s', (ms, text) => {
    expect(formatRecordingTime(ms)).toBe(text);
  });
});
