import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

// Every same-site link the portal renders leads to a real page. For a visitor, a subscriber
// with every service and an internet-only subscriber, the crawl opens the start pages, gathers
// every same-site link they render (menus included: their panels are in the page, only hidden),
// then opens each distinct page once and fails on "Page not found" or an On Demand title that is
// "no longer available". Pages that differ only in an id (titles, programs, appointments) are
// opened once per shape, so the crawl stays short while every kind of link is followed; three tabs
// of the same browser open them side by side, since a page spends most of its time waiting. Each tab
// loads the app once and then opens its links inside it, as following a link does (the router's
// navigation, no new load of the app); the start pages are loaded in full.

const START = ['/', '/home', '/pay-bill/', '/tv/on-demand/', '/tv/guide', '/tv/dvr/', '/profile/', '/FAQ'];
const DEAD = /^(Page not found|Página no encontrada)$/i;
const GONE = /no longer available|ya no está disponible/i;
/** Links that leave the page on purpose: signing out, downloads, the API. */
const SKIP = /^\/(logout|api\/|dev\/)|\.pdf$|\.ics$/i;

/** Tabs that open the gathered links at once. */
const TABS = 3;

const roles: { name: string; id: string | null }[] = [
  { name: 'a visitor', id: null },
  { name: 'jsmith', id: 'jsmith' },
  { name: 'netonly', id: 'netonly' },
];

/** '/tv/on-demand/title/ab12' and '/tv/on-demand/title/cd34' have the same shape. */
const shapeOf = (path: string) =>
  path
    .split(/[/?#=&]/)
    .map((part) => (/\d/.test(part) || part.length > 24 ? ':id' : part))
    .join('/');

async function sameSiteLinks(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => `${url.pathname}${url.search}${url.hash}`);
}

/** How long no request may be in flight before a page counts as drawn (Playwright's networkidle). */
const QUIET_MS = 500;

/** Counts a tab's requests in flight, and waits for a quiet spell after an in-app navigation. */
function quietWatch(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async () => {
    await expect
      .poll(() => inFlight <= 0 && Date.now() - lastChange >= QUIET_MS, { intervals: [100] })
      .toBe(true);
  };
}

/** Follows a link inside the app already loaded in the tab: the router draws the page. */
async function openInApp(page: Page, path: string, quiet: () => Promise<void>): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await quiet();
}

async function verdict(page: Page, path: string, quiet: () => Promise<void>): Promise<string | null> {
  if (page.url() === 'about:blank') {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  } else {
    await openInApp(page, path, quiet);
  }
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  const text = (await heading.textContent())?.trim() ?? '';
  if (DEAD.test(text)) return `${path}: Page not found`;
  const body = (await page.locator('main').first().textContent()) ?? '';
  if (GONE.test(body)) return `${path}: ${body.match(GONE)?.[0]}`;
  return null;
}

for (const role of roles) {
  test(`every link ${role.name} is shown leads to a real page`, async ({ page, signIn }) => {
    test.slow();
    if (role.id) await signIn(role.id);
    const found = new Map<string, string>();
    for (const start of START) {
      await page.goto(start);
      await page.waitForLoadState('networkidle');
      for (const link of await sameSiteLinks(page)) {
        if (!SKIP.test(link) && !found.has(link)) found.set(link, start);
      }
    }
    const shapes = new Set<string>();
    const queue = [...found].filter(([link]) => {
      const shape = shapeOf(link);
      if (shapes.has(shape)) return false;
      shapes.add(shape);
      return true;
    });
    const dead: string[] = [];
    const tab = async (tabPage: Page) => {
      const quiet = quietWatch(tabPage);
      await tabPage.goto('about:blank');
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [link, from] = next;
        const problem = await verdict(tabPage, link, quiet);
        if (problem) dead.push(`${problem} (linked from ${from})`);
      }
    };
    const others = await Promise.all(Array.from({ length: TABS - 1 }, () => page.context().newPage()));
    await Promise.all([page, ...others].map(tab));
    await Promise.all(others.map((other) => other.close()));
    expect(found.size, 'the crawl found links to follow').toBeGreaterThan(10);
    expect(dead, `dead ends for ${role.name}`).toEqual([]);
  });
}
