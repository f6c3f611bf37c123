import { expect, noHorizontalScroll, test } from './fixtures.ts';
import { clippedTextProblems, overlapProblems } from './visual-checks.ts';

// The TV guide and program pages of issue 7 (seed 001 §2, §3, §7): a visitor opens the guide, moves
// through time, filters HD channels, moves through the grid with the keyboard and opens a
// program, at phone and desktop widths, and opens a program from the most watched list under the
// grid; one visit in Spanish. The listings are the demo seed's,
// laid out around the current hour.

// A row holds a title, an episode, the time and its badges (New, the record state): whatever a
// cell carries, no line is drawn over another or cut short. A tall window shows some twenty rows at once, the
// sports channels' four-part cells among them.
test.describe('guide cells', () => {
  for (const width of [375, 1280]) {
    test(`draw no text over text at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 2000 });
      await page.goto('/tv/guide');
      const grid = page.getByRole('main').getByRole('grid');
      await expect(grid.getByRole('gridcell').nth(20)).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await overlapProblems(page)).toEqual([]);
      // nor cut short: a line squeezed below its height is clipped text, not an ellipsis
      expect(await clippedTextProblems(page)).toEqual([]);
    });
  }
});

test.describe('TV guide for a visitor', () => {
  for (const width of [375, 1280]) {
    test(`opens the guide, moves in time, filters HD and opens a program at ${width} px`, async ({
      page,
      axe,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/tv/guide');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'TV Guide' })).toBeVisible();
      const grid = main.getByRole('grid');
      await expect(grid.getByRole('rowheader').first()).toBeVisible();
      await expect(grid.getByRole('gridcell').first()).toBeVisible();
      await noHorizontalScroll(page);
      await axe(`guide at ${width}`);

      // later, then back to now
      const showing = main.locator('.tv-guide__showing');
      const before = await showing.textContent();
      await main.getByRole('button', { name: 'Later: 3 hours ahead' }).click();
      await expect(page).toHaveURL(/\/tv\/guide\?start=\d+/);
      await expect(showing).not.toHaveText(before ?? '');
      await expect(grid.getByRole('gridcell').first()).toBeVisible();
      await main.getByRole('button', { name: 'Now: back to what is on now' }).click();
      await expect(page).toHaveURL(/\/tv\/guide$/);

      // a day ahead
      await main.getByRole('combobox', { name: 'Day' }).selectOption({ index: 3 });
      await expect(page).toHaveURL(/start=\d+/);
      await expect(grid.getByRole('gridcell').first()).toBeVisible();
      await main.getByRole('button', { name: 'Now: back to what is on now' }).click();

      // HD channels only: every channel shown says HD
      const hdOnly = main.getByRole('checkbox', { name: 'HD channels only' });
      await hdOnly.click();
      await expect(hdOnly).toBeChecked();
      await expect(page).toHaveURL(/hd=1/);
      const headers = grid.getByRole('rowheader');
      await expect(headers.first()).toContainText('HD');
      const count = Math.min(await headers.count(), 5);
      for (let i = 0; i < count; i += 1) await expect(headers.nth(i)).toContainText('HD');
      await axe(`guide HD at ${width}`);

      // open a program
      const link = grid.getByRole('link').first();
      const name = (await link.locator('.tv-grid__title').textContent()) ?? '';
      const href = (await link.getAttribute('href')) ?? '';
      await grid.locator(`a[href="${href}"]`).first().click();
      await expect(page).toHaveURL(href);
      await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(main.getByRole('region', { name: 'Where to watch' })).toBeVisible();
      await expect(main.getByRole('region', { name: 'More like this' })).toBeVisible();
      await noHorizontalScroll(page);
      await axe(`program at ${width}`);
    });
  }

  test('moves through the grid with the keyboard and opens a program with Enter', async ({ page, axe }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/tv/guide');
    const grid = page.getByRole('main').getByRole('grid');
    const first = grid.getByRole('rowheader').first();
    await expect(first).toBeVisible();
    await first.focus();
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const focused = page.locator(':focus');
    await expect(focused).toHaveClass(/tv-grid__link/);
    const firstCell = await focused.getAttribute('data-pos');
    await page.keyboard.press('ArrowDown');
    await expect(focused).toHaveAttribute('data-pos', /^1:/);
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    await expect(focused).toHaveAttribute('data-pos', '1:0');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await expect(focused).toHaveAttribute('data-pos', firstCell ?? '0:1');
    // Page Down moves a screenful and the rows keep loading as the grid scrolls
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('PageDown');
    await expect(focused).toHaveAttribute('data-pos', /^(?:[1-9]\d+):/);
    await expect(focused).not.toContainText('Loading');
    await page.keyboard.press('ArrowRight');
    await expect(focused).toHaveAttribute('href', /\/tv\/program\//);
    const href = await focused.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${(href ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await axe('program from keyboard');
  });

  for (const [width, how] of [
    [375, 'a tap'],
    [1280, 'the keyboard'],
  ] as const) {
    test(`lists the most watched programs under the grid and opens one with ${how} at ${width} px`, async ({
      page,
      axe,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/tv/guide');
      const main = page.getByRole('main');
      const grid = main.getByRole('grid');
      await expect(grid.getByRole('gridcell').first()).toBeVisible();
      const list = main
        .getByRole('region', { name: 'Most watched now' })
        .getByRole('list', { name: 'Most watched now' });
      const items = list.getByRole('listitem');
      await expect(items.first()).toBeVisible();
      expect(await items.count()).toBeLessThanOrEqual(10);
      await expect(items.first()).toContainText(/Channel \d+, [A-Z0-9-]+/);
      await expect(items.first()).toContainText(/\d:\d\d\s?[AP]M to \d{1,2}:\d\d\s?[AP]M/);
      await list.scrollIntoViewIfNeeded();
      await noHorizontalScroll(page);
      await axe(`most watched at ${width}`);

      const link = list.getByRole('link').first();
      const text = (await link.textContent()) ?? '';
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/tv\/program\/\d+\//);
      if (how === 'the keyboard') {
        // the grid is one tab stop, and the list comes right after it
        await grid.getByRole('rowheader').first().focus();
        await page.keyboard.press('Tab');
        await expect(link).toBeFocused();
        await page.keyboard.press('Enter');
      } else {
        await link.click();
      }
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      // the program page's heading is the title the list showed (without its episode title)
      const heading = main.getByRole('heading', { level: 1 });
      await expect.poll(async () => text.startsWith((await heading.textContent()) || '-')).toBe(true);
      await expect(main.getByRole('region', { name: 'Where to watch' })).toBeVisible();
    });
  }

  test('speaks Spanish under /espanol', async ({ page, axe }) => {
    await page.goto('/espanol/tv/guide');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Guía de TV' })).toBeVisible();
    await expect(main.getByRole('checkbox', { name: 'Solo canales HD' })).toBeVisible();
    await expect(main.getByRole('grid').getByRole('gridcell').first()).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Lo más visto ahora' })).toBeVisible();
    await axe('guide in Spanish');
  });
});

test.describe('TV best bets and ratings for a subscriber', () => {
  test('jsmith follows a best bet from the home page and rates the program', async ({
    page,
    signIn,
    axe,
  }) => {
    await signIn('jsmith');
    await page.goto('/home');
    // the module loads when it first comes into view (seed 000 §4)
    await page.getByRole('region', { name: 'TV best bets' }).scrollIntoViewIfNeeded();
    const bets = page.getByRole('list', { name: 'TV best bets' });
    await expect(bets.getByRole('listitem')).toHaveCount(4);
    await bets.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/tv\/program\/\d+\//);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    const stars = main.getByRole('group', { name: 'Your rating' });
    await stars.getByText('3 stars').click();
    await expect(main.getByText('Your rating is saved.')).toBeVisible();
    await page.reload();
    await expect(
      main.getByRole('group', { name: 'Your rating' }).getByRole('radio', { name: '3 stars' }),
    ).toBeChecked();
    await axe('program rated');
  });
});

test.describe('recording from the guide', () => {
  test('jsmith goes from the guide to a program six hours ahead and records it from its page', async ({
    page,
    signIn,
    axe,
  }) => {
    await signIn('jsmith');
    await page.goto('/tv/guide');
    const main = page.getByRole('main');
    const grid = main.getByRole('grid');
    await expect(grid.getByRole('gridcell').first()).toBeVisible();
    // The address changes before the grid draws the new hours (the router renders in a
    // transition): wait for the hours the page says it shows, so the link read is the one clicked.
    const showing = main.locator('.tv-guide__showing');
    for (let i = 0; i < 2; i += 1) {
      const before = await showing.textContent();
      await main.getByRole('button', { name: 'Later: 3 hours ahead' }).click();
      await expect(showing).not.toHaveText(before ?? '');
    }
    await expect(page).toHaveURL(/start=\d+/);

    const link = grid.getByRole('link').first();
    const name = (await link.locator('.tv-grid__title').textContent()) ?? '';
    const href = (await link.getAttribute('href')) ?? '';
    await grid.locator(`a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(href);
    await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
    await main
      .getByRole('link', { name: new RegExp(`^Record ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `) })
      .first() // the program's own button; where-to-watch lists its other airings after it
      .click();

    const dialog = page.getByRole('dialog', { name: /^Record / });
    await expect(dialog).toBeVisible();
    await axe('record dialog from the guide');
    await dialog.getByRole('button', { name: 'Record' }).click();
    // scheduled, or (when the box is already busy then) the conflict check with its choices
    await expect(
      dialog.getByText(/^(Your recording is scheduled\.|Some airings would not record)/).first(),
    ).toBeVisible();
  });
});
