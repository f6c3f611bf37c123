import type { Page } from '@playwright/test';
import { expect, noHorizontalScroll, test } from './fixtures.ts';

// The category grid and the on-demand search (issue 6, seed 001 §2 Summary): entered by address,
// at desktop and phone widths. Menu ids are the demo catalogue's fixed ones
// (apps/server/src/db/seed/vod/menus.ts): 200001 Movies, 200161 the Movies A-Z group ABCDE.

const MOVIES = '/tv/on-demand/#/summary/200001';
const MOVIES_A_TO_E = '/tv/on-demand/#/summary/200161/ABCDE';

/** "Showing 21–40 of 2,103 titles" (desktop) or "Showing 40 of 2,103 titles" (phone). */
const range = (page: Page) => page.locator('.vod-summary__range');

test.describe('category grid at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('sorts, filters, pages and switches to the table, which every grid then keeps', async ({
    page,
    axe,
  }) => {
    await page.goto(MOVIES);
    await expect(page.getByRole('heading', { level: 1, name: 'Movies' })).toBeVisible();
    await expect(range(page)).toHaveText(/^Showing 1–20 of [\d,]+ titles$/);
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'On Demand' }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Categories in Movies' }).getByRole('link', { name: /^Action/ }),
    ).toBeVisible();
    await axe('category grid');

    const firstTitle = () => page.locator('.vod-summary__grid .vod-tile__name').first().textContent();
    const alphabetical = await firstTitle();
    await page.getByLabel('Sort by').selectOption({ label: 'Popularity' });
    await expect(page).toHaveURL(/\?sort=popularity#\/summary\/200001$/);
    await expect.poll(firstTitle).not.toBe(alphabetical);

    const all = await range(page).textContent();
    await page.getByLabel('Filter').selectOption({ label: 'HD' });
    await expect(page).toHaveURL(/\?sort=popularity&filter=1#/);
    await expect(range(page)).not.toHaveText(all ?? '');
    await expect(range(page)).toHaveText(/^Showing 1–20 of /);

    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(range(page)).toHaveText(/^Showing 21–40 of /);
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: 'Titles' })).toBeFocused();
    await expect(page).toHaveURL(/\?page=2&sort=popularity&filter=1#/);

    // a new sort starts again at page 1
    await page.getByLabel('Sort by').selectOption({ label: 'Release year' });
    await expect(range(page)).toHaveText(/^Showing 1–20 of /);
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(range(page)).toHaveText(/^Showing 21–40 of /);

    await page.getByRole('button', { name: 'Table' }).click();
    const table = page.getByRole('table', { name: /^Movies: page 2 of / });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Title',
      'Year',
      'Rating',
      'Price',
      'Duration',
    ]);
    await expect(table.getByRole('row')).toHaveCount(21);
    await axe('category table');

    // Back returns to the page before
    await page.goBack();
    await expect(range(page)).toHaveText(/^Showing 1–20 of /);

    // "shared across views": another category opens as a table too; Movies A-Z groups carry their caption
    await page
      .getByRole('navigation', { name: 'Categories in Movies' })
      .getByRole('link', { name: /^Movies A-Z/ })
      .click();
    const groups = page.getByRole('navigation', { name: 'Categories in Movies A-Z' });
    await expect(groups.getByRole('link', { name: /^A-E/ })).toHaveAttribute('href', MOVIES_A_TO_E);
    await groups.getByRole('link', { name: /^A-E/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'A-E' })).toBeVisible();
    await expect(page.getByRole('table', { name: /^A-E: page 1 of / })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Movies A-Z' }),
    ).toBeVisible();
    await axe('Movies A-Z group');
  });
});

test.describe('category grid at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('appends 20 more titles on scrolling, and the sort sheet applies or cancels', async ({
    page,
    axe,
  }) => {
    await page.goto(MOVIES);
    await expect(page.getByRole('heading', { level: 1, name: 'Movies' })).toBeVisible();
    await expect(range(page)).toHaveText(/^Showing 20 of [\d,]+ titles$/);
    await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
    await noHorizontalScroll(page);
    await axe('category grid on a phone');

    await page.locator('.vod-summary__grid li').last().scrollIntoViewIfNeeded();
    await expect(range(page)).toHaveText(/^Showing 40 of /);
    await expect(page.locator('.vod-summary__grid li')).toHaveCount(40);

    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    let sheet = page.getByRole('dialog', { name: 'Sort and filter' });
    await sheet.getByRole('radio', { name: 'Release year' }).check();
    await sheet.getByRole('radio', { name: 'Free' }).check();
    await axe('sort sheet');
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Sorted by Release year · Free')).toBeVisible();
    await expect(range(page)).toHaveText(/^Showing 20 of /);

    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    sheet = page.getByRole('dialog', { name: 'Sort and filter' });
    await sheet.getByRole('radio', { name: 'Popularity' }).check();
    await sheet.getByRole('radio', { name: 'No filter' }).check();
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByText('Sorted by Release year · Free')).toBeVisible();
    await expect(page).toHaveURL(/\?sort=releaseYear&filter=2#/);
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(sheet.getByRole('radio', { name: 'Release year' })).toBeChecked();
    await expect(sheet.getByRole('radio', { name: 'Free' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await noHorizontalScroll(page);
  });
});

test.describe('on-demand search', () => {
  test('a search by address lands on the results; people link to a quoted search for their full name', async ({
    page,
    axe,
  }) => {
    // an actor of the first title in the catalogue, so the search has people to show
    const grid = await (await page.request.get('/api/vod/menus/200001/titles')).json();
    const titleId: string = grid.titles[0].titleId;
    const title = await (await page.request.get(`/api/vod/titles/${titleId}`)).json();
    const actor: string = title.title.actors[0];
    const surname = actor.split(' ').at(-1) ?? actor;

    await page.goto(`/search/#/tvOnDemand/${encodeURIComponent(surname)}`);
    await expect(page).toHaveURL(new RegExp(`/tv/on-demand/#/search/${encodeURIComponent(surname)}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Search On Demand' })).toBeVisible();
    const people = page
      .getByRole('region', { name: `Results for “${surname}”` })
      .getByRole('region', { name: 'People' });
    await expect(people.getByRole('link', { name: actor })).toHaveAttribute(
      'href',
      `/search/#/tvOnDemand/${encodeURIComponent(`"${actor}"`)}/false`,
    );
    await axe('on-demand search');

    // the quoted search a person link asks for: that person's titles
    await page.goto(`/tv/on-demand/#/search/${encodeURIComponent(`"${actor}"`)}`);
    await expect(page.getByText('Matching the exact phrase or full name.')).toBeVisible();
    const titles = page
      .getByRole('region', { name: `Results for “"${actor}"”` })
      .getByRole('region', { name: 'Titles' });
    await expect(titles.getByRole('link').first()).toBeVisible();
    await axe('search for a person');

    // search again from the box
    const form = page.getByRole('main').getByRole('search', { name: 'On Demand search' });
    await form.getByRole('searchbox', { name: 'Search On Demand for' }).fill(surname);
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/search/${encodeURIComponent(surname)}$`));
    await expect(page.getByRole('region', { name: `Results for “${surname}”` })).toBeVisible();
  });
});
