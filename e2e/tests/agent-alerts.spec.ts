import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, fillSignIn, test, DEMO_PASSWORD } from './fixtures.ts';

const ALERT_ID = 'e2e-ice-storm';
const TITLE = 'Ice storm: crews on standby';

/** The alert drawer shows one alert at a time; steps through it until the title shows, or the end. */
async function drawerShows(page: Page, title: string): Promise<boolean> {
  const drawer = page.getByRole('region', { name: /^alerts$/i });
  const count = drawer.locator('.alert-drawer__count');
  if ((await count.count()) === 0) return false;
  const position = await count.textContent();
  const total = Number(/(\d+) of (\d+)/.exec(position ?? '')?.[2] ?? '1');
  // Until opened the drawer is one slim row; open it to step through.
  const open = drawer.getByRole('button', { name: /^open alerts$/i });
  if (await open.isVisible()) await open.click();
  for (let i = 0; i < total; i++) {
    if (await drawer.getByText(title).isVisible()) return true;
    const next = drawer.getByRole('button', { name: /^next alert$/i });
    if ((await next.count()) === 0) return false;
    await next.click();
  }
  return drawer.getByText(title).isVisible();
}

/** A second browser context for the subscriber, watched for console errors like the fixture's page. */
async function subscriberPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (
      msg.type() === 'error' &&
      !/Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())
    ) {
      problems.push(msg.text());
    }
  });
  page.on('pageerror', (err) => problems.push(err.message));
  return { context, page, problems };
}

async function scan(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help}`),
    `axe on ${label}`,
  ).toEqual([]);
}

test.describe('operator alerts', () => {
  test('agent1 creates an alert, previews it, jsmith sees it in the drawer, and unpublishing takes it away', async ({
    page,
    browser,
    signIn,
    axe,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn('agent1');
    await expect(page).toHaveURL(/\/csr\/$/);
    await page.getByRole('link', { name: 'Operator alerts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Operator alerts' })).toBeVisible();
    await expect(page.getByRole('table', { name: /every operator alert/i })).toBeVisible();
    await axe('alerts screen at 375 px');

    await page.getByRole('button', { name: 'New alert' }).click();
    const editor = page.getByRole('region', { name: 'New alert' });
    await editor.getByLabel('Alert ID').fill(ALERT_ID);
    await editor.getByLabel('Title', { exact: true }).fill(TITLE);
    await editor.getByLabel('Summary').fill('Crews are ready to restore service as soon as it is safe.');
    await editor.getByLabel('Type').selectOption('major');
    await editor.getByLabel('Priority (optional)').fill('1');
    await editor.getByLabel('Action alert (shown before all others)').check();
    await editor.getByRole('button', { name: 'Add a button' }).click();
    await editor.getByLabel('Button 1 text').fill('Check outages');
    await editor.getByLabel('Button 1 address').fill('/support/outage/');
    await editor.getByLabel('Corp IDs (optional)').fill('7702');
    await editor.getByLabel('Published', { exact: true }).check();
    await axe('alert editor at 375 px');
    await editor.getByRole('button', { name: 'Save alert' }).click();

    await expect(page.getByText(`Alert “${TITLE}” was created.`)).toBeFocused();
    const row = page.getByRole('row', { name: new RegExp(TITLE) });
    await expect(row).toContainText('Live');

    // The preview opens the subscriber's page with cms_mode=preview in a new tab.
    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: /preview the alerts/i }).click(),
    ]);
    await expect(preview).toHaveURL(/\/home\?cms_mode=preview$/);
    await expect(preview.getByText('Preview: date and language checks are off.')).toBeVisible();
    await expect(preview.getByRole('region', { name: /^alerts$/i })).toBeVisible();
    expect(await drawerShows(preview, TITLE)).toBe(true);
    await preview.close();

    // jsmith (corp 7702) signs in elsewhere and finds it in the alert drawer.
    const subscriber = await subscriberPage(browser);
    await subscriber.page.setViewportSize({ width: 1280, height: 900 });
    await subscriber.page.goto('/login/');
    await fillSignIn(subscriber.page, 'jsmith', DEMO_PASSWORD);
    await expect(subscriber.page).toHaveURL(/\/home$/);
    await expect(subscriber.page.getByRole('region', { name: /^alerts$/i })).toBeVisible();
    expect(await drawerShows(subscriber.page, TITLE)).toBe(true);
    const drawer = subscriber.page.getByRole('region', { name: /^alerts$/i });
    await expect(drawer.getByRole('link', { name: 'Check outages' }).first()).toBeVisible();
    await scan(subscriber.page, 'home with the new alert');

    // The agent unpublishes it; on the next visit jsmith no longer gets it.
    await page.setViewportSize({ width: 1280, height: 900 });
    await row.getByRole('button', { name: new RegExp(`Edit ${TITLE}`) }).click();
    const edit = page.getByRole('region', { name: `Edit alert ${ALERT_ID}` });
    await expect(edit.getByLabel('Alert ID')).toHaveAttribute('readonly', '');
    await edit.getByLabel('Published', { exact: true }).uncheck();
    await axe('alert editor at 1280 px');
    await edit.getByRole('button', { name: 'Save alert' }).click();
    await expect(page.getByText(`Alert “${TITLE}” was saved.`)).toBeVisible();
    await expect(row).toContainText('Draft');

    await subscriber.page.reload();
    await expect(subscriber.page.getByRole('heading', { level: 1 })).toBeVisible();
    await subscriber.page.waitForLoadState('networkidle');
    expect(await drawerShows(subscriber.page, TITLE)).toBe(false);
    await subscriber.context.close();
    expect(subscriber.problems, 'no console errors on the subscriber page').toEqual([]);
  });

  test('a subscriber is turned away from the alerts screen', async ({ page, signIn }) => {
    await signIn('netonly');
    await page.goto('/csr/alerts/');
    await expect(page.getByText('This page is only for customer-service agents.')).toBeVisible();
  });
});
