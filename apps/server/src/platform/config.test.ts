import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      BRAND_NAME: 'Coax',
      SESSION_IDLE_MINUTES: 30,
      cookieSecure: false,
    });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.DATABASE_FILE).toMatch(/data\/coax\.sqlite$/);
  });

  it('stops at boot naming the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must be a postgres:\/\/ URL/,
    );
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
  });

  it('lets journeys move the clock only outside production', () => {
    expect(loadConfig({}).TEST_CLOCK_COOKIE).toBe(false);
    expect(loadConfig({ TEST_CLOCK_COOKIE: 'true' }).TEST_CLOCK_COOKIE).toBe(true);
    expect(() => loadConfig({ TEST_CLOCK_COOKIE: 'true', NODE_ENV: 'production' })).toThrow(
      /TEST_CLOCK_COOKIE: not allowed when NODE_ENV is production/,
    );
  });

  it('uses Secure cookies in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).cookieSecure).toBe(true);
    expect(loadConfig({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
  });
});
