import { describe, expect, it } from 'vitest';
import {
  AUX_PIN_MAX_TRIES,
  AUX_PIN_WINDOW_MS,
  AuxPinMessages,
  CONTACT_EMAIL_ID,
  CONTACT_PHONE_ID,
  DEFAULT_CONTACT_PREFERENCES,
  PIN_LENGTH,
  entryTakes,
  isAuxPin,
} from '../index.ts';

describe('the aux PIN (seed 002 §9 "Pin length 4")', () => {
  it.each([
    ['4826', true],
    ['0000', true],
    ['482', false],
    ['48265', false],
    ['48a6', false],
    [' 4826', false],
    ['', false],
  ])('%j is a PIN: %s', (value, ok) => expect(isAuxPin(value)).toBe(ok));

  it('says the length in its message', () => {
    expect(AuxPinMessages.format).toBe(`Your PIN must be ${PIN_LENGTH} digits.`);
  });

  it('takes 5 confirm tries in 15 minutes', () => {
    expect(AUX_PIN_MAX_TRIES).toBe(5);
    expect(AUX_PIN_WINDOW_MS).toBe(900_000);
  });
});

describe('contact entries (seed 002 §3)', () => {
  it('are phone id 1 and e-mail id 3', () => {
    expect([CONTACT_PHONE_ID, CONTACT_EMAIL_ID]).toEqual([1, 3]);
  });
});

describe('which messages a contact entry takes', () => {
  it('takes the defaults until saved: mail for all, texts for recovery and outages', () => {
    expect(entryTakes('email', null, 'account')).toBe(true);
    expect(entryTakes('email', null, 'outage')).toBe(true);
    expect(entryTakes('phone', null, 'account')).toBe(false);
    expect(entryTakes('phone', null, 'outage')).toBe(true);
  });

  it('defaults to texts for recovery and outages, and mail for account notices, recovery and outages', () => {
    expect(DEFAULT_CONTACT_PREFERENCES).toEqual({
      phone: ['recovery', 'outage'],
      email: ['account', 'recovery', 'outage'],
    });
  });

  it('takes what its owner chose while it is on', () => {
    const chosen = { enabled: true, preferences: ['account'] as const };
    expect(entryTakes('phone', chosen, 'account')).toBe(true);
    expect(entryTakes('phone', chosen, 'outage')).toBe(false);
    expect(entryTakes('email', { ...chosen, enabled: false }, 'account')).toBe(false);
  });

  it('always takes recovery, so nobody switches off their own way back in', () => {
    expect(entryTakes('email', { enabled: false, preferences: [] }, 'recovery')).toBe(true);
    expect(entryTakes('phone', { enabled: true, preferences: [] }, 'recovery')).toBe(true);
  });
});
