import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Issue 6 end to end, across the On Demand pages: a visitor browses from the landing page to a
// movie and is sent to sign in on add-to-cart; jsmith fills the cart from title pages and works it
// in trash mode; mgarcia, a special-box customer, is turned from the cart to her favorites.

const TOO_MANY =
  'You have selected more than ten items to delete. You can only delete ten items at one time. Please change your selection.';

interface Card {
  titleId: string;
  title: string;
  hdAsset: number | null;
  sdAsset: number | null;
  isEpisode: boolean;
}

/** Two movies with both an HD and an SD asset, from the newest titles. */
async function twoMoviesWithBothQualities(page: Page): Promise<Card[]> {
  const { titles } = (await (await page.request.get('/api/vod/newly-added?limit=20')).json()) as {
    titles: Card[];
  };
  const both = titles.filter((t) => !t.isEpisode && t.hdAsset !== null && t.sdAsset !== null);
  expect(both.length).toBeGreaterThanOrEqual(2);
  return both.slice(0, 2);
}

test.describe('On Demand journeys', () => {
  test('a visitor browses landing -> Movies -> sorts and filters -> a movie, and add-to-cart asks them to sign in', async ({
    page,
    axe,
  }) => {
    await page.goto('/tv/on-demand/');
    await expect(page.getByRole('heading', { level: 1, name: 'On Demand' })).toBeVisible();
    await page.getByRole('link', { name: 'Movies', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Movies' })).toBeVisible();

    await page.getByLabel('Sort by').selectOption({ label: 'Release year' });
    await page.getByLabel('Filter').selectOption({ label: 'HD' });
    await expect(page).toHaveURL(/sort=releaseYear&filter=1#\/summary\//);
    await axe('Movies, by release year, HD');

    const first = page.locator('.vod-summary__grid .vod-tile').first();
    const name = (await first.locator('.vod-tile__name').textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/tv\/asset\/#\/movie\//);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name })).toBeVisible();
    await axe('movie page, visitor');

    const movieUrl = page.url();
    await page.getByRole('button', { name: 'Add HD to Cart' }).click();
    await expect(page).toHaveURL(/\/login\/\?referer=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('referer') ?? '')).toBe(
      new URL(movieUrl).pathname + new URL(movieUrl).hash,
    );
  });

  test('jsmith adds HD and SD of two titles, removes in trash mode, adds back, and is refused eleven at once', async ({
    page,
    signIn,
    axe,
  }) => {
    test.setTimeout(120_000);
    await signIn('jsmith');
    const movies = await twoMoviesWithBothQualities(page);
    for (const movie of movies) {
      await page.goto(`/tv/asset/#/movie/${movie.titleId}`);
      const group = page.getByRole('main').getByRole('group', { name: /rent or save/i });
      for (const q of ['HD', 'SD']) {
        const add = group.getByRole('button', { name: `Add ${q} to Cart` });
        const remove = group.getByRole('button', { name: `Remove ${q} from Cart` });
        // earlier journeys may have left a quality in the cart: start from "not in the cart"
        await expect(add.or(remove)).toBeVisible();
        // the toggles wait (aria-disabled) until the cart has said what it holds
        await expect(add.or(remove)).not.toHaveAttribute('aria-disabled', 'true');
        if (await remove.isVisible()) {
          await remove.click();
          await expect(add).toBeVisible();
        }
        await add.click();
        await expect(remove).toBeVisible();
      }
    }
    await axe('movie page, both qualities in the cart');

    await page.goto('/tv/cart/');
    const list = page.getByRole('list', { name: 'Cart items' });
    for (const movie of movies) {
      await expect(list.getByRole('heading', { level: 2, name: movie.title, exact: true })).toHaveCount(2);
    }

    // remove one item and add it back
    const item = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name: movies[0]!.title, exact: true }) })
      .first();
    await item.getByRole('button', { name: /^Remove/ }).click();
    await expect(item.getByText('Removed')).toBeVisible();
    await item.getByRole('button', { name: /^Add back/ }).click();
    await expect(item.getByRole('button', { name: /^Remove/ })).toBeVisible();
    await axe('cart after add back');

    // top the cart up to eleven and try to remove all of them at once
    const csrf = (await page.context().cookies()).find((c) => c.name === 'coax_csrf')?.value ?? '';
    const { titles } = (await (await page.request.get('/api/vod/newly-added?limit=20')).json()) as {
      titles: Card[];
    };
    let count = ((await (await page.request.get('/api/vod/cart')).json()) as { count: number }).count;
    for (const assetId of titles.flatMap((t) => [t.hdAsset, t.sdAsset])) {
      if (count >= 11) break;
      if (assetId === null) continue;
      const res = await page.request.post('/api/vod/cart/add', {
        headers: { 'x-csrf-token': csrf },
        data: { assetId },
      });
      if (res.ok()) count = ((await res.json()) as { count: number }).count;
    }
    expect(count).toBeGreaterThanOrEqual(11);
    await page.reload();
    await page.getByRole('button', { name: 'Select items to remove' }).click();
    const boxes = page.getByRole('list', { name: 'Cart items' }).getByRole('checkbox');
    for (let i = 0; i < 11; i++) await boxes.nth(i).check();
    await page.getByRole('button', { name: /^Remove \d+ selected items?$/ }).click();
    await expect(page.getByText(TOO_MANY)).toBeVisible();
    // nothing was removed
    expect(((await (await page.request.get('/api/vod/cart')).json()) as { count: number }).count).toBe(count);
    await axe('cart, eleven refused');
  });

  test('mgarcia opening /tv/cart/ lands on her favorites, in Spanish', async ({ page, signIn, axe }) => {
    await signIn('mgarcia');
    await page.goto('/tv/cart/');
    await expect(page).toHaveURL(/\/tv\/favorites\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
    await axe('favoritos');
  });
});
