import { describe, expect, it } from 'vitest';
import { displayAccountNumber } from './account-number-display.ts';

describe('displayAccountNumber (seed 000 §5 4-6-2; seed 002 §5 5-6-2 and 5-6-2-1)', () => {
  it.each([
    ['the 12 digits of seed 000', '781245006201', '7812-450062-01'],
    ['13 digits, 5-6-2', '0780123456701', '07801-234567-01'],
    ['13 digits not starting with 0, still 5-6-2', '7801234567012', '78012-345670-12'],
    ['14 digits with the check digit, 5-6-2-1', '07801234567015', '07801-234567-01-5'],
    ['an already grouped number, regrouped', '07801 234567 01', '07801-234567-01'],
    ['hyphens as typed', '7812-450062-01', '7812-450062-01'],
    ['another length: its digits, whole', '12345', '12345'],
    ['15 digits: never cut', '123456789012345', '123456789012345'],
    ['nothing', '', ''],
  ])('%s: "%s" -> "%s"', (_, raw, shown) => {
    expect(displayAccountNumber(raw)).toBe(shown);
  });
});
