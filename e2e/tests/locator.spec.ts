import { mapLoadFailedMessage } from '@coax/domain';
import { expect, noHorizontalScroll, test } from './fixtures.ts';

// The locator map (issue 18 item 6): a visitor finds the nearest store from a ZIP code and
// opens it by keyboard at 1280 px and by touch at 375 px (where it hands off to the maps app),
// switches to hotspots and pages forward, in Spanish too; a failed load shows the seed's
// message. No tiles are configured: markers on a plain background, nothing from the internet.
// Nothing here changes the demo data.

test.describe('locator at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a visitor finds the nearest store from a ZIP code by keyboard, then hotspots', async ({
    page,
    axe,
  }) => {
    await page.goto('/locator/stores');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a store' })).toBeVisible();
    // with no ZIP cookie and no position from the browser: the default ZIP 11801
    await expect(page.getByText('Showing locations near Hicksville, NY 11801.')).toBeVisible();
    await axe('stores near the default ZIP');

    await page.getByRole('textbox', { name: /Town, city or ZIP code/ }).focus();
    await page.keyboard.type('11550');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Showing locations near Hempstead, NY 11550.')).toBeVisible();
    const panel = page.locator('[data-busy]');
    await expect(panel).toHaveAttribute('data-busy', 'standby');
    const nearest = page.locator('.locator-nearest').getByRole('button');
    await expect(nearest).toContainText('Hempstead');
    await expect(nearest).toContainText('Nearest store');
    await nearest.focus();
    await page.keyboard.press('Enter');
    await expect(nearest).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.locator-nearest').getByText('Monday to Friday')).toBeVisible();

    // the markers are focusable and Enter selects one, which deselects the store chosen before
    const marker = page.locator('.locator-marker').nth(2);
    await marker.focus();
    await page.keyboard.press('Enter');
    await expect(nearest).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('.locator-list [aria-pressed="true"]')).toHaveCount(1);
    await axe('a store chosen');

    // paging forward hides the nearest store
    await page.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nearest store' })).toHaveCount(0);

    // changing the type clears the list and loads hotspots
    await page.locator('#locator-type').selectOption('hotspots');
    await expect(page).toHaveURL(/\/locator\/hotspots$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find WiFi hotspots' })).toBeVisible();
    // the hotspots are in Brooklyn
    await page.getByRole('textbox', { name: /Town, city or ZIP code/ }).fill('11226');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Showing locations near Brooklyn, NY 11226.')).toBeVisible();
    await expect(panel).toHaveAttribute('data-busy', 'standby');
    const list = page.getByRole('list', { name: 'Locations', exact: true });
    await expect(list.locator('[data-item-type]').first()).toBeVisible();
    await expect(list).toContainText(/hotspot/);
    await expect(page.getByText('Page 1 of', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await axe('hotspots, page 2');
  });

  test('a failed load shows the seed message with the status, and a retry recovers', async ({
    page,
    axe,
  }) => {
    let fail = true;
    await page.route('**/api/locator/store/search**', async (route) => {
      if (fail) await route.fulfill({ status: 429, contentType: 'application/json', body: '{}' });
      else await route.continue();
    });
    await page.goto('/locator/storesAndPaymentCenters');
    await expect(page.getByText(mapLoadFailedMessage(429))).toBeVisible();
    await axe('map load failure');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('list', { name: 'Locations', exact: true })).toBeVisible();
    await expect(page.getByText(mapLoadFailedMessage(429))).toHaveCount(0);
  });
});

test.describe('locator at 375 px', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

  test('a visitor finds the nearest store from a ZIP code, and choosing it opens the maps app', async ({
    page,
    axe,
  }) => {
    await page.goto('/locator/stores');
    const heading = page.getByRole('heading', { level: 1, name: 'Find a store' });
    const search = page.getByRole('button', { name: 'Search', exact: true });
    await expect(heading).toBeVisible();
    // the heading and the search in the first screen
    expect((await search.boundingBox())!.y + (await search.boundingBox())!.height).toBeLessThanOrEqual(667);
    await page.getByRole('textbox', { name: /Town, city or ZIP code/ }).fill('11801');
    await search.tap();
    await expect(page.getByText('Showing locations near Hicksville, NY 11801.')).toBeVisible();
    const nearest = page.locator('.locator-nearest').getByRole('link');
    await expect(nearest).toContainText('Hicksville');
    await expect(nearest).toHaveAttribute('href', /^geo:40\.76\d*,-73\.52\d*\?q=/);
    await expect(nearest).toContainText('Open in your maps app');
    await noHorizontalScroll(page);
    await axe('stores at 375 px');
  });
});

test.describe('locator in Spanish', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('hotspots with their categories and kinds in Spanish', async ({ page, axe }) => {
    await page.goto('/espanol/locator/hotspots');
    await expect(page.getByRole('heading', { level: 1, name: 'Buscar puntos de acceso WiFi' })).toBeVisible();
    const category = page.locator('#locator-category');
    await expect(category.locator('option', { hasText: 'Cafeterías' })).toHaveCount(1);
    await page.getByRole('textbox', { name: /Ciudad, pueblo o código postal/ }).fill('11226');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Lugares cerca de Brooklyn, NY 11226.')).toBeVisible();
    const list = page.getByRole('list', { name: 'Lugares', exact: true });
    await expect(list).toContainText(/Punto de acceso/);
    await category.selectOption('CAFE');
    await expect(list).toContainText('Cafeterías');
    await expect(list).not.toContainText('Parques');
    await axe('hotspots in Spanish');
  });
});
