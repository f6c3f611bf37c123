import { describe, expect, it } from 'vitest';
import { ZipMessages, checkZipLive, checkZipStrict } from './zip.ts';

describe('ZIP hints (seed 000 §5, verbatim)', () => {
  it('uses the seed texts', () => {
    expect(ZipMessages.numbersOnly).toBe('Numbers only');
    expect(ZipMessages.limit).toBe('5 number limit');
  });
});

describe('checkZipLive and checkZipStrict (seed 000 §5)', () => {
  it.each([
    { value: '', live: undefined, strict: 'invalid' },
    { value: '1', live: undefined, strict: 'invalid' },
    { value: '1180', live: undefined, strict: 'invalid' },
    { value: '11801', live: undefined, strict: undefined },
    { value: '118011', live: 'limit', strict: 'limit' },
    { value: '1180a', live: 'numbersOnly', strict: 'numbersOnly' },
    { value: '11 80', live: 'numbersOnly', strict: 'numbersOnly' },
    { value: '11801-1234', live: 'numbersOnly', strict: 'numbersOnly' },
  ])('"$value" -> live $live, strict $strict', ({ value, live, strict }) => {
    const liveResult = checkZipLive(value);
    const strictResult = checkZipStrict(value);
    expect(liveResult.ok ? undefined : liveResult.code).toBe(live);
    expect(strictResult.ok ? undefined : strictResult.code).toBe(strict);
  });
});
