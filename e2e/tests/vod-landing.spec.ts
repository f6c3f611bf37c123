import type { Locator, Page } from '@playwright/test';
import { expect, noHorizontalScroll, test } from './fixtures.ts';

// The On Demand landing of issue 6 (seed 001 §2, §4, §9) for an anonymous visitor: the first 5
// ribbons, show more in steps of 5, carousels moved by keyboard with their arrows hidden at the
// ends, the top-picks carousel with its pause button, at desktop and phone widths, in English
// and Spanish. The demo catalogue has 31 ribbons; the first five are these.

const FIRST_RIBBONS = ['New Releases', 'Popular Movies', 'Just Added', 'Binge-Worthy Series', 'Free Movies'];

/** The ribbons' carousels (every carousel on the page but the top picks). */
function ribbons(page: Page): Locator {
  return page.locator('.vod-ribbon [aria-roledescription]');
}

/** The carousel's own line for screen readers, e.g. "Titles 8 to 14 of 20". */
function position(carousel: Locator): Locator {
  return carousel.locator('p[aria-live]');
}

test.describe('On Demand landing, anonymous visitor at 1280 px', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('shows the first 5 ribbons and the top picks, loads 5 more at a time, and moves a carousel by keyboard', async ({
    page,
    axe,
  }) => {
    await page.goto('/tv/on-demand/');
    await expect(page.getByRole('heading', { level: 1, name: 'On Demand' })).toBeVisible();
    await expect(page).toHaveTitle(/^On Demand · /);
    await expect(ribbons(page)).toHaveCount(5);
    for (const caption of FIRST_RIBBONS) {
      await expect(page.getByRole('region', { name: caption, exact: true })).toBeVisible();
    }
    const categories = page.getByRole('navigation', { name: 'On Demand categories' });
    await expect(categories.getByRole('link', { name: 'Movies' })).toHaveAttribute(
      'href',
      '/tv/on-demand/#/summary/200001',
    );
    const picks = page.getByRole('region', { name: 'Top picks' });
    await expect(picks).toBeVisible();
    await expect(picks.getByRole('link')).toHaveCount(5);
    await axe('on-demand landing');

    // show more: 5 more ribbons, focus on the first new one
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(ribbons(page)).toHaveCount(10);
    await expect(page.getByRole('heading', { level: 2, name: 'Last Chance' })).toBeFocused();

    // keyboard: from the ribbon's heading, Tab reaches "See all", then Next (Previous is hidden at the start)
    const popular = page.getByRole('region', { name: 'Popular Movies', exact: true });
    await expect(popular.getByRole('link')).toHaveCount(20);
    await expect(position(popular)).toHaveText('Titles 1 to 7 of 20');
    await expect(popular.getByRole('button', { name: 'Previous' })).toHaveCount(0);
    await page.getByRole('heading', { level: 2, name: 'Popular Movies' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'See all Popular Movies' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(popular.getByRole('button', { name: 'Next' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(position(popular)).toHaveText('Titles 8 to 14 of 20');
    await expect(popular.getByRole('link').nth(7)).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(position(popular)).toHaveText('Titles 15 to 20 of 20');
    // Next is gone at the end and focus moved to Previous
    await expect(popular.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expect(popular.getByRole('button', { name: 'Previous' })).toBeFocused();
    await expect(popular.getByRole('link').last()).toBeInViewport();

    // Tab on through the titles: the first one brings its set back into view
    await page.keyboard.press('Tab');
    await expect(popular.getByRole('link').first()).toBeFocused();
    await expect(position(popular)).toHaveText('Titles 1 to 7 of 20');
    await expect(popular.getByRole('link').first()).toBeInViewport();
    // the right arrow key goes from title to title, into the next set
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
    await expect(popular.getByRole('link').nth(7)).toBeFocused();
    await expect(position(popular)).toHaveText('Titles 8 to 14 of 20');
    await axe('on-demand landing after moving a carousel');

    // Enter on a title opens its page
    const href = await popular.getByRole('link').nth(7).getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });

  test('shows more until every ribbon is there, then the control goes away', async ({ page, axe }) => {
    await page.goto('/tv/on-demand/#/');
    await expect(ribbons(page)).toHaveCount(5);
    const more = page.getByRole('button', { name: 'Show more' });
    for (let shown = 10; shown <= 30; shown += 5) {
      await more.click();
      await expect(ribbons(page)).toHaveCount(shown);
    }
    await more.click();
    await expect(ribbons(page)).toHaveCount(31);
    await expect(more).toHaveCount(0);
    await axe('on-demand landing, every ribbon');
  });

  test('pauses and plays the top picks with its button', async ({ page }) => {
    await page.goto('/tv/on-demand/');
    const picks = page.getByRole('region', { name: 'Top picks' });
    const pause = picks.getByRole('button', { name: 'Pause slides' });
    await pause.click();
    await expect(picks.getByRole('button', { name: 'Play slides' })).toBeFocused();
    await expect(position(picks)).toHaveText('Title 1 of 5');
    await picks.getByRole('button', { name: 'Next' }).click();
    await expect(position(picks)).toHaveText('Title 2 of 5');
    await expect(picks.getByRole('link').nth(1)).toBeInViewport();
    // the poster is drawn by the image service at the large size
    const poster = picks.getByRole('link').nth(1).locator('img');
    await expect(poster).toHaveAttribute('src', /size=240x360/);
    expect(await poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240);
  });
});

test.describe('On Demand landing, anonymous visitor at 375 px', () => {
  test('fits the phone, moves a ribbon with its arrows and shows more', async ({ page, axe }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/tv/on-demand/');
    await expect(ribbons(page)).toHaveCount(5);
    await expect(page.getByRole('region', { name: 'Top picks' })).toBeVisible();
    await noHorizontalScroll(page);
    await axe('on-demand landing at 375 px');

    const releases = page.getByRole('region', { name: 'New Releases', exact: true });
    await expect(position(releases)).toHaveText(/^Titles 1 to 2 of \d+$/);
    await releases.getByRole('button', { name: 'Next' }).click();
    await expect(position(releases)).toHaveText(/^Titles 3 to 4 of \d+$/);
    await expect(releases.getByRole('link').nth(2)).toBeInViewport();
    await releases.getByRole('button', { name: 'Previous' }).click();
    await expect(position(releases)).toHaveText(/^Titles 1 to 2 of \d+$/);
    await expect(releases.getByRole('button', { name: 'Previous' })).toHaveCount(0);
    await expect(releases.getByRole('button', { name: 'Next' })).toBeFocused();

    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(ribbons(page)).toHaveCount(10);
    await noHorizontalScroll(page);
    await axe('on-demand landing at 375 px after show more');
  });
});

test.describe('On Demand landing in Spanish', () => {
  test('speaks Spanish under /espanol/ at both widths', async ({ page, axe }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/espanol/tv/on-demand/');
    await expect(page.getByRole('heading', { level: 1, name: 'On Demand' })).toBeVisible();
    await expect(ribbons(page)).toHaveCount(5);
    await expect(page.getByRole('region', { name: 'Selecciones destacadas' })).toHaveAttribute(
      'aria-roledescription',
      'carrusel',
    );
    await expect(
      page
        .getByRole('navigation', { name: 'Categorías de On Demand' })
        .getByRole('link', { name: 'Películas', exact: true }),
    ).toHaveAttribute('href', '/espanol/tv/on-demand/#/summary/200001');
    // the catalogue's own names are Spanish too (issue 23 item 6)
    const popular = page.getByRole('region', { name: 'Películas populares', exact: true });
    await popular.getByRole('button', { name: 'Siguiente' }).click();
    await expect(position(popular)).toHaveText('Títulos 8 a 14 de 20');
    await axe('on-demand landing in Spanish');

    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Mostrar más' }).click();
    await expect(ribbons(page)).toHaveCount(10);
    await noHorizontalScroll(page);
    await axe('on-demand landing in Spanish at 375 px');
  });
});
