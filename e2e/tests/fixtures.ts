import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Coax2026demo';

interface Fixtures {
  /** Runs axe on the page (or another of the test's pages) as it is now; serious or critical violations fail the test. */
  axe: (label?: string, target?: Page) => Promise<void>;
  signIn: (id: string, password?: string) => Promise<void>;
}

/**
 * Every test page gets: a fresh browser context (axe needs one), a watch on console errors and
 * failed page scripts (either fails the test), and an axe scan of the page it ends on.
 */
export const test = base.extend<Fixtures>({
  page: async ({ browser }, use) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (msg) => {
      // A 401/403 the app handles is logged by Chromium as a failed resource; that is expected traffic.
      if (
        msg.type() === 'error' &&
        !/Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())
      ) {
        problems.push(`console.error: ${msg.text()}`);
      }
    });
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    await use(page);
    await context.close();
    expect(problems, 'no console errors or page errors').toEqual([]);
  },
  axe: async ({ page }, use) => {
    await use(async (label = page.url(), target = page) => {
      await target.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page: target })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
        `axe on ${label}`,
      ).toEqual([]);
    });
  },
  // The sign-in page's own checks (axe at both widths and in both languages, its errors) are in
  // sign-in.spec.ts; a journey that only needs to be signed in does not scan it again.
  signIn: async ({ page }, use) => {
    await use(async (id, password = DEMO_PASSWORD) => {
      await page.goto('/login/');
      await fillSignIn(page, id, password);
      await expect(page).not.toHaveURL(/\/login\//);
    });
  },
});

export async function fillSignIn(page: Page, id: string, password: string) {
  await page
    .getByLabel(/^(id|user id|optimum id|coax id|usuario)/i)
    .first()
    .fill(id);
  await page
    .getByLabel(/^(password|contraseña)/i)
    .first()
    .fill(password);
  await page.getByRole('button', { name: /^(sign in|iniciar sesión)$/i }).click();
}

/**
 * Signs `api` in as `id` without a browser (for a journey's clean-up) and returns the anti-forgery
 * header its changes must carry, or null when the sign-in is refused.
 */
export async function signInThroughApi(
  api: APIRequestContext,
  id: string,
  password = DEMO_PASSWORD,
): Promise<Record<string, string> | null> {
  await api.get('/api/session');
  const csrf = (await api.storageState()).cookies.find((c) => c.name === 'coax_csrf')?.value ?? '';
  const headers = { 'x-csrf-token': csrf };
  const login = await api.post('/api/session/login', { data: { id, password }, headers });
  return login.ok() ? headers : null;
}

/** The page fits the viewport's width: nothing scrolls sideways (seed 000 §9 widths). */
export async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

export { expect };
