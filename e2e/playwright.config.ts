import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The journeys run as three groups at once, each against its own server and its own embedded
// database (seeded with the demo data at start), so the groups never see each other's changes;
// inside a group, files run one after another, as one person's browser would. A journey spends
// much of its time waiting on the page, so three groups on two cores finish sooner than two; a
// fourth made each journey slow enough on two cores to reach its bound.
// Bill pay, sign-in, the shell, identity, appointments and the mail in one; the household's roles,
// the dashboard, box settings, the DVR, the first-screen check of every key page, troubleshooting,
// the support desk's equipment look and lists, My services, the support pages, an On Demand grid
// and a visitor's link crawl in the second; the guide, the rest of On Demand, the signed-in link
// crawls, the locator map, the store, the home network and the support cases and chat in the
// third. The three take about as long.
// A new spec joins the account group unless it is listed in another.
const basePort = Number(process.env.E2E_PORT ?? 3311);
const roles = [
  '**/roles.spec.ts',
  '**/role-journeys.spec.ts',
  '**/dashboard.spec.ts',
  '**/box-settings.spec.ts',
  '**/tv-dvr.spec.ts',
  '**/first-screen.spec.ts',
  '**/support-troubleshoot.spec.ts',
  '**/support-desk.spec.ts',
  '**/shop-services.spec.ts',
  '**/links.spec.ts',
  '**/support.spec.ts',
  '**/vod-summary.spec.ts',
];
// The link crawl opens every page it finds (a webmail message it opens is then read), so the
// signed-in crawls run beside the guide and On Demand, which read nothing they change, not beside
// the mail journey; a visitor's crawl changes nothing and runs in the roles group (by title below).
// The locator map and the store read only their own data (a cart is emptied at the end; the
// checkout journey's order is jsmith's own and his plan is put back); the home network and support
// journeys change only what no other journey of the group reads (the crawls run before them).
const tv = [
  '**/vod-*.spec.ts',
  '**/tv-guide.spec.ts',
  '**/links.spec.ts',
  '**/locator.spec.ts',
  '**/shop.spec.ts',
  '**/shop-checkout.spec.ts',
  '**/network.spec.ts',
  '**/support-cases.spec.ts',
  '**/support-chat.spec.ts',
];
const visitorCrawl = /every link a visitor is shown/;
const signedInCrawls = /every link (?!a visitor)\S+ is shown/;
const groups = [
  { name: 'account', testIgnore: [...roles, ...tv], port: basePort },
  { name: 'roles', testMatch: roles, grepInvert: signedInCrawls, port: basePort + 1 },
  {
    name: 'tv',
    testMatch: tv,
    testIgnore: ['**/vod-summary.spec.ts'],
    grepInvert: visitorCrawl,
    port: basePort + 2,
  },
];
const stamp = `${process.pid}-${Date.now()}`;

export default defineConfig({
  testDir: './tests',
  // Bounds for a hung step, generous enough for a loaded machine (load average 8 on 2 cores);
  // speed is measured in bench/, never here.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: groups.length,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: groups.map(({ port, ...group }) => ({
    ...group,
    workers: 1,
    use: { baseURL: `http://127.0.0.1:${port}` },
  })),
  webServer: groups.map(({ name, port }) => ({
    command: 'npx tsx ../apps/server/src/main.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'pipe' as const, // warnings and errors only (LOG_LEVEL), so a failing journey shows the server's side
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_FILE: path.join(os.tmpdir(), `coax-e2e-${name}-${stamp}.sqlite`),
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_SESSION_PER_MINUTE: '100000',
      // A free port for the mail catcher: another server on this machine may hold the default.
      MAIL_CATCHER_PORT: '0',
      // A journey may move the server's clock for its own browser (a coax_test_clock cookie, ms
      // ahead); jobs and the other journeys keep the real time (platform/http/test-clock.ts).
      TEST_CLOCK_COOKIE: 'true',
      // Jobs (the outbox's delivery among them) every 10 s rather than every minute: a journey that
      // waits for mail to go out waits seconds. A journey already meets a job's pass at any moment.
      JOBS_INTERVAL_MS: '10000',
    },
  })),
});
