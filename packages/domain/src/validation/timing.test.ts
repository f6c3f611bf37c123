import { describe, expect, it } from 'vitest';
import { validationMessageDelayMs } from './timing.ts';

describe('validationMessageDelayMs (seed 000 §5)', () => {
  it.each([
    ['other', 750],
    ['id', 500],
    ['name', 500],
    ['zip', 500],
    ['password', 500],
  ] as const)('%s -> %i ms', (check, ms) => {
    expect(validationMessageDelayMs(check)).toBe(ms);
  });
});
