import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Issue 21 item 4: "No page's first load needs more than 12 API requests". A first load reads
// the configuration, then the session with what the header and footer always read with it in one
// request (GET /api/session/shell), then the page's own data.

const REQUEST_BUDGET = 12;

const SIGNED_IN = [
  '/home',
  '/pay-bill/',
  '/pay-bill/my-bill/',
  '/pay-bill/automatic-payments/',
  '/pay-bill/calendar/',
  '/tv/on-demand',
  '/tv/guide',
  '/tv/dvr',
  '/internet',
  '/internet/wifi',
  '/support',
  '/shop',
  '/profile',
  '/upgrades',
  '/upgrades/move',
  '/shop/orders',
  '/pay-bill/account-activity/',
  '/service-appointments',
  '/phone',
];
const VISITOR = ['/home', '/tv/on-demand', '/support', '/locator/stores'];

/** The API requests a full load of `path` makes until the network is quiet. */
async function apiRequestsOnLoad(page: Page, path: string): Promise<string[]> {
  const seen: string[] = [];
  const onRequest = (r: { url(): string; method(): string }) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${r.method()} ${url.pathname}${url.search}`);
  };
  page.on('request', onRequest);
  try {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', onRequest);
  }
  return seen;
}

function expectWithinBudget(path: string, requests: string[]) {
  expect(requests.length, `${path} made:\n${requests.join('\n')}`).toBeLessThanOrEqual(REQUEST_BUDGET);
}

test('a signed-in first load of each key page stays within its request budget', async ({ page, signIn }) => {
  await signIn('jsmith');
  for (const path of SIGNED_IN) expectWithinBudget(path, await apiRequestsOnLoad(page, path));
});

test("a visitor's first load of the public pages stays within the budget", async ({ page }) => {
  for (const path of VISITOR) expectWithinBudget(path, await apiRequestsOnLoad(page, path));
});
