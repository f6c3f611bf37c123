import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { HEX_COLOUR, brandColourProblem } from './brand-colour.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const intFrom = (def: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(def);
/** A brand colour: #rrggbb, dark enough for white text on it (and, alsoOnPage, for links). */
const brandColour = (setting: string, def: string, alsoOnPage: boolean) =>
  z
    .string()
    .trim()
    .regex(HEX_COLOUR, `${setting} must be a colour written #rrggbb (for example ${def})`)
    .transform((v) => v.toLowerCase())
    .superRefine((v, ctx) => {
      const problem = brandColourProblem(setting, v, alsoOnPage);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .default(def);
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** A comma-separated list of corp ids (e.g. 7799,7801); empty names none. */
function corpList(name: string) {
  return z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[A-Za-z0-9]{1,16}$/, `${name} must be comma-separated corp ids`)));
}

/**
 * Everything the server reads from the environment, checked once at boot. A bad value stops
 * the process with a message naming the variable, rather than failing later on a request.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: intFrom(3000, 0, 65535),
  /** postgres://… selects PostgreSQL; unset means the embedded SQLite file */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** the embedded database file */
  DATABASE_FILE: z.string().default(path.join(repoRoot, 'data', 'coax.sqlite')),
  /** redis://… keeps sessions and rate-limit counters in Redis */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** one answered request in this many is logged (info); 0 logs none. Failures and slow ones always are */
  LOG_SAMPLE_EVERY: intFrom(100, 0, 1_000_000),
  /** a request that takes longer than this is logged as slow (warn) */
  SLOW_REQUEST_MS: intFrom(1000, 1, 600_000),
  BRAND_NAME: z.string().min(1).default('Coax'),
  /** the brand's main colour (buttons, links); white text on it and links in it need 4.5:1 */
  BRAND_COLOR: brandColour('BRAND_COLOR', '#0a4f9e', true),
  /** the brand's dark colour (the header, dark panels); white text on it needs 4.5:1 */
  BRAND_COLOR_DARK: brandColour('BRAND_COLOR_DARK', '#0b2545', false),
  SUPPORT_PHONE: z.string().default('1-800-555-0199'),
  LINK_WEBMAIL: z.string().default('/webmail/'),
  LINK_WEB_SEARCH: z.string().default('https://www.google.com/search?q='),
  LINK_PHONE_BASE: z.string().default('/phone'),
  /**
   * seed 000 §6: "Corps in a blocked list see the transition page for TV". Comma-separated corp
   * ids (e.g. 7799,7801); empty blocks none. Unset while the demo data is built, the demo's
   * blocked corp (DEMO_BLOCKED_CORP) so the case can be seen.
   */
  BLOCKED_CORPS: corpList('BLOCKED_CORPS'),
  /**
   * seed 000: "a fixed list of corp codes is flagged as a special region (the codes are not
   * shown)". Comma-separated corp ids; empty flags none. Unset while the demo data is built, the
   * demo's special-region corp (DEMO_SPECIAL_REGION_CORP), so an agent can see the mark.
   */
  SPECIAL_REGION_CORPS: corpList('SPECIAL_REGION_CORPS'),
  /** an unused ordinary session ends after this many minutes */
  SESSION_IDLE_MINUTES: intFrom(30, 1, 24 * 60),
  /** seed 000 §6: a session older than this many hours forces sign-in again */
  SESSION_MAX_HOURS: intFrom(12, 1, 24 * 45),
  /** remember-me keeps the session this many days (seed 000 §9: about 45 days) */
  SESSION_REMEMBER_DAYS: intFrom(45, 1, 90),
  /** sensitive calls need a sign-in no older than this many hours ('Reauthentication required') */
  SESSION_REAUTH_HOURS: intFrom(4, 1, 24 * 45),
  /** a remembered session's cookie this old is issued again for SESSION_REMEMBER_DAYS (seed 002 §4) */
  SESSION_COOKIE_REFRESH_HOURS: intFrom(24, 1, 24 * 45),
  /** Secure cookies; on by default in production */
  COOKIE_SECURE: flag,
  /** requests per address per minute for visitors not signed in; 0 turns every limit off (e.g. behind a proxy that limits) */
  RATE_LIMIT_PER_MINUTE: intFrom(1200, 0, 100_000_000),
  /** requests per signed-in session per minute (when RATE_LIMIT_PER_MINUTE is not 0) */
  RATE_LIMIT_SESSION_PER_MINUTE: intFrom(3000, 1, 100_000_000),
  /** the built web app; unset: apps/web/dist */
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps', 'web', 'dist')),
  /** argon2id cost: memory in KiB (OWASP: 19456 with t=2) */
  PASSWORD_MEMORY_KIB: intFrom(19456, 1024, 1 << 20),
  /** build the demo data into an empty database at start */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  TRUST_PROXY: flag,
  /** seed 002 §3 payByMail: where a payment by post goes; the name defaults to '<brand> Payment Center' */
  PAY_BY_MAIL_NAME: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PAY_BY_MAIL_LINE1: z.string().min(1).default('PO Box 70341'),
  PAY_BY_MAIL_LINE2: z.string().default(''),
  PAY_BY_MAIL_CITY: z.string().min(1).default('Philadelphia'),
  PAY_BY_MAIL_STATE: z
    .string()
    .regex(/^[A-Z]{2}$/, 'PAY_BY_MAIL_STATE must be a two-letter state')
    .default('PA'),
  PAY_BY_MAIL_ZIP: z
    .string()
    .regex(/^\d{5}$/, 'PAY_BY_MAIL_ZIP must be 5 digits')
    .default('19176'),
  /** the store's return centre, printed on return labels and packing slips; the name defaults to '<brand> Returns Center' */
  SHOP_RETURNS_NAME: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SHOP_RETURNS_LINE1: z.string().min(1).default('1200 Commerce Way'),
  SHOP_RETURNS_LINE2: z.string().default('Dock 4'),
  SHOP_RETURNS_CITY: z.string().min(1).default('Bethpage'),
  SHOP_RETURNS_STATE: z
    .string()
    .regex(/^[A-Z]{2}$/, 'SHOP_RETURNS_STATE must be a two-letter state')
    .default('NY'),
  SHOP_RETURNS_ZIP: z
    .string()
    .regex(/^\d{5}$/, 'SHOP_RETURNS_ZIP must be 5 digits')
    .default('11714'),
  /**
   * the shop checkout's OpenPGP private key (armored, unencrypted), with which the payment gateway
   * module opens a new card the browser encrypted; unset: a new key is made at each start, so a
   * card encrypted before a restart is refused and typed again
   */
  SHOP_PGP_PRIVATE_KEY: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** payment arrangements (issue 20 item 4): the most instalments the past-due amount splits into */
  ARRANGEMENT_MAX_INSTALMENTS: intFrom(3, 2, 3),
  /** the last instalment falls no later than this many days from the day it is set up */
  ARRANGEMENT_MAX_DAYS: intFrom(30, 7, 90),
  /** an arrangement cancelled for a missed instalment within this many months refuses a new one */
  ARRANGEMENT_BROKEN_LOOKBACK_MONTHS: intFrom(12, 0, 60),
  /** how often the job runner posts due payments and runs autopay, in ms; 0 turns it off */
  JOBS_INTERVAL_MS: intFrom(60_000, 0, 24 * 60 * 60_000),
  /** on SIGTERM, how long /api/health/ready answers 503 before the server stops taking requests
   * (a load balancer's health-check interval or more; docs/deploy.md) */
  SHUTDOWN_DRAIN_SECONDS: intFrom(0, 0, 300),
  /** seed 000 §4: requests to this host may preview alerts (cms_mode=preview); unset: agents only */
  ALERTS_PREVIEW_HOST: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** smtp://user:pass@host:587 or smtps://…; unset outside production starts the local mail catcher */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** the sender address of the portal's mail; the brand name goes with it */
  MAIL_FROM: z.email('MAIL_FROM must be an e-mail address').default('no-reply@coax.example'),
  /** seed 002 §9: "Service appointment order type TC with a fixed location id" */
  APPOINTMENT_TC_LOCATION_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'APPOINTMENT_TC_LOCATION_ID must be 1-32 letters, digits, _ or -')
    .default('TC-0001'),
  /** the local catcher's SMTP port (docs/mail.md); 0 picks a free one */
  MAIL_CATCHER_PORT: intFrom(1025, 0, 65535),
  /** an outage on the subscriber's node at least this many hours long is credited without an agent */
  OUTAGE_CREDIT_MIN_HOURS: intFrom(6, 1, 240),
  /** where email-us messages go (the support mailbox) */
  SUPPORT_MAILBOX: z.email('SUPPORT_MAILBOX must be an e-mail address').default('support@coax.example'),
  /** the locator map's tiles, https://…/{z}/{x}/{y}.png; unset: markers on a plain background (docs/locator.md) */
  MAP_TILE_URL: z
    .string()
    .regex(
      /^https:\/\/\S+\{z\}\S*\{x\}\S*\{y\}/,
      'MAP_TILE_URL must be an https:// address with {z}, {x} and {y}',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * journeys only: a browser's coax_test_clock cookie moves the server's clock for that browser's
   * requests (platform/http/test-clock.ts); refused with NODE_ENV=production
   */
  TEST_CLOCK_COOKIE: flag,
  /** the credit the tile provider asks for, shown on the map */
  MAP_TILE_ATTRIBUTION: z.string().max(300).default(''),
});

/** The corp of the demo's blocked-corp customer (jmover's new account): blocked unless BLOCKED_CORPS says otherwise. */
export const DEMO_BLOCKED_CORP = '7799';

/** The corp of the demo's special-region customer (sregion): flagged unless SPECIAL_REGION_CORPS says otherwise. */
export const DEMO_SPECIAL_REGION_CORP = '7821';

export type Config = z.infer<typeof envSchema> & { cookieSecure: boolean; repoRoot: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  if (c.TEST_CLOCK_COOKIE && c.NODE_ENV === 'production') {
    throw new Error('Invalid configuration:\n  TEST_CLOCK_COOKIE: not allowed when NODE_ENV is production');
  }
  const demoBlocked = env.BLOCKED_CORPS === undefined && c.SEED_DEMO;
  const demoSpecial = env.SPECIAL_REGION_CORPS === undefined && c.SEED_DEMO;
  return {
    ...c,
    BLOCKED_CORPS: demoBlocked ? [DEMO_BLOCKED_CORP] : c.BLOCKED_CORPS,
    SPECIAL_REGION_CORPS: demoSpecial ? [DEMO_SPECIAL_REGION_CORP] : c.SPECIAL_REGION_CORPS,
    cookieSecure: c.COOKIE_SECURE || c.NODE_ENV === 'production',
    repoRoot,
  };
}
