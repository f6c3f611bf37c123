import { describe, expect, it } from 'vitest';
import {
  accountToShow,
  currentAccountKind,
  isAccountAvailable,
  PAST_ACCOUNT_AVAILABLE_DAYS,
  parsePpi,
  showsAccountSelector,
  type BillingAccountType,
} from './billing-accounts.ts';

describe('a past account stays available 90 days after its disconnect date (seed 002 §4, §9)', () => {
  it('uses the seed number', () => {
    expect(PAST_ACCOUNT_AVAILABLE_DAYS).toBe(90);
  });

  it.each([
    ['an active account', true, null, '2026-11-20', true],
    ['disconnected today', false, '2026-11-20', '2026-11-20', true],
    ['disconnected 89 days ago', false, '2026-08-23', '2026-11-20', true],
    ['disconnected exactly 90 days ago', false, '2026-08-22', '2026-11-20', true],
    ['disconnected 91 days ago', false, '2026-08-21', '2026-11-20', false],
    ['disconnected a year ago', false, '2025-11-20', '2026-11-20', false],
    ['90 days across a leap day', false, '2028-01-01', '2028-03-31', true],
    ['91 days across a leap day', false, '2028-01-01', '2028-04-01', false],
    ['inactive with no disconnect date', false, null, '2026-11-20', false],
    ['an unreadable disconnect date', false, 'soon', '2026-11-20', false],
  ])('%s: %s', (_name, active, disconnectDate, today, available) => {
    expect(isAccountAvailable({ active, disconnectDate }, today)).toBe(available);
  });
});

describe('account kinds (seed 002 §4)', () => {
  it.each([
    ['0', '0'],
    ['1', '1'],
    ['2', '0'],
    ['3', '1'],
  ] as const)('type %s toggles as %s', (type, kind) => {
    expect(currentAccountKind(type)).toBe(kind);
  });
});

describe('the ppi rule of /pay-bill (seed 002 §2)', () => {
  const accounts: Array<{ accountNumber: string; accountType: BillingAccountType }> = [
    { accountNumber: '1111-222222-33', accountType: '1' },
    { accountNumber: '4444-555555-66', accountType: '0' },
  ];

  it.each([
    ['1', 1],
    ['0', 0],
    ['', 0],
    [null, 0],
    ['abc', 0],
    ['-2', -2],
  ])('reads ppi=%j as %s', (raw, n) => {
    expect(parsePpi(raw)).toBe(n);
  });

  it.each([
    [2, 0, true],
    [2, 1, false],
    [1, 0, false],
    [0, 0, false],
  ])('with %s accounts and ppi %s shows the selector: %s', (count, ppi, shown) => {
    expect(showsAccountSelector(count, ppi)).toBe(shown);
  });

  it('shows the type-0 account when ppi > 0, whatever was chosen', () => {
    expect(accountToShow(accounts, 1, '1111-222222-33')?.accountNumber).toBe('4444-555555-66');
  });

  it('shows the chosen account, else the first, when ppi is 0', () => {
    expect(accountToShow(accounts, 0, '4444-555555-66')?.accountNumber).toBe('4444-555555-66');
    expect(accountToShow(accounts, 0, null)?.accountNumber).toBe('1111-222222-33');
    expect(accountToShow([], 0, null)).toBeUndefined();
  });
});
