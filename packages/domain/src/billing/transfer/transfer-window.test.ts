import { describe, expect, it } from 'vitest';
import {
  MAYBE_LATER_CLOSE_DAYS,
  maybeLaterClosesAtOnce,
  remindLaterCookieMaxAgeSeconds,
  suppressesTransferPrompt,
  toggleTarget,
  transferDaysLeft,
  transferWindowOpen,
} from './transfer-window.ts';

describe('days left to transfer (seed 002 §9: 90 days after the disconnect date)', () => {
  it.each([
    ['on the disconnect date', '2026-11-01', '2026-11-01', 90],
    ['20 days after', '2026-11-01', '2026-11-21', 70],
    ['60 days after', '2026-11-01', '2026-12-31', 30],
    ['on the 90th day', '2026-11-01', '2027-01-30', 0],
    ['a day past the window', '2026-11-01', '2027-01-31', -1],
  ])('%s: %s to %s leaves %s', (_name, disco, today, left) => {
    expect(transferDaysLeft(disco, today)).toBe(left);
  });

  it('cannot count from a day it cannot read', () => {
    expect(transferDaysLeft('soon', '2026-11-01')).toBeNull();
    expect(transferWindowOpen(null)).toBe(false);
  });

  it('stays open through the last day and closes after it', () => {
    expect(transferWindowOpen(0)).toBe(true);
    expect(transferWindowOpen(-1)).toBe(false);
  });
});

describe('maybe-later (seed 002 §4, §9)', () => {
  it('uses the seed number', () => {
    expect(MAYBE_LATER_CLOSE_DAYS).toBe(30);
  });

  it.each([
    [70, true],
    [31, true],
    [30, false],
    [5, false],
  ])('with %s days left closes at once: %s', (days, closes) => {
    expect(maybeLaterClosesAtOnce(days)).toBe(closes);
  });

  it('keeps the wizard away until 30 days remain, and at least a day', () => {
    expect(remindLaterCookieMaxAgeSeconds(70)).toBe(40 * 86_400);
    expect(remindLaterCookieMaxAgeSeconds(31)).toBe(86_400);
    expect(remindLaterCookieMaxAgeSeconds(10)).toBe(86_400);
  });
});

describe('account types (seed 002 §4)', () => {
  it.each([
    ['0', false],
    ['1', true],
    ['2', false],
    ['3', true],
  ] as const)('type %s suppresses the transfer modal and the opt-out link: %s', (type, suppressed) => {
    expect(suppressesTransferPrompt(type)).toBe(suppressed);
  });
});

describe('the account a toggle names (seed 002 §7 toggleAccount)', () => {
  const accounts = [
    { accountNumber: '7812-450068-07', accountType: '0', active: true },
    { accountNumber: '7812-450067-06', accountType: '2', active: false },
  ] as const;

  it('finds the current account by type 0 and the past one by type 2', () => {
    expect(toggleTarget(accounts, '0')?.accountNumber).toBe('7812-450068-07');
    expect(toggleTarget(accounts, '2')?.accountNumber).toBe('7812-450067-06');
  });

  it('names a past type-2 account by its number and the kind it toggles as (0)', () => {
    expect(toggleTarget(accounts, '0', '781245006706')?.accountNumber).toBe('7812-450067-06');
    expect(toggleTarget(accounts, '2', '7812-450067-06')?.accountNumber).toBe('7812-450067-06');
  });

  it('refuses a number that is not among the accounts, or of the other kind', () => {
    expect(toggleTarget(accounts, '0', '781245006201')).toBeUndefined();
    expect(toggleTarget(accounts, '1', '781245006706')).toBeUndefined();
    expect(toggleTarget(accounts, '1')).toBeUndefined();
    expect(toggleTarget(accounts, '0', '--')).toBeUndefined();
  });
});
