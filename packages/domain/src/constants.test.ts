import { describe, expect, it } from 'vitest';
import {
  PORTAL_COOKIE_NAMES,
  SESSION_COOKIE_MAX_AGE_DAYS,
  SESSION_COOKIE_MAX_AGE_SECONDS,
  SPANISH_LANGUAGE_COOKIE_VALUE,
} from './constants.ts';

describe('portal cookies (seed 000 §1, §9; seed 002 §9)', () => {
  it('keeps the session cookie about 45 days: 3,888,000 seconds of Max-Age', () => {
    expect(SESSION_COOKIE_MAX_AGE_DAYS).toBe(45);
    expect(SESSION_COOKIE_MAX_AGE_SECONDS).toBe(3_888_000);
  });

  it('names the remind-later, labox and language cookies as the seed does', () => {
    expect(PORTAL_COOKIE_NAMES).toEqual({
      remindLater: 'remind_later',
      labox: 'labox',
      language: 'language',
    });
  });

  it("asks for Spanish with a language cookie whose value is 'es'", () => {
    expect(SPANISH_LANGUAGE_COOKIE_VALUE).toBe('es');
  });
});
