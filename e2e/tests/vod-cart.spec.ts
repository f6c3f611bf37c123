import type { Locator, Page } from '@playwright/test';
import { expect, noHorizontalScroll, test } from './fixtures.ts';

// Cart and favorites pages of issue 6 (seed 001 §2, §4, §5, §8): jsmith's cart with items added
// through the API, list and grid, sort, trash mode, remove and add back, eleven refused; mgarcia,
// a special-box customer, sent from the cart to her favorites in Spanish. Both widths.

const TOO_MANY =
  'You have selected more than ten items to delete. You can only delete ten items at one time. Please change your selection.';

interface TitleCard {
  hdAsset: number | null;
  sdAsset: number | null;
}

/** Fills the signed-in customer's cart through the API (as a title page's buttons would) up to `atLeast` items. */
async function fillCart(page: Page, atLeast: number): Promise<number> {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'coax_csrf')?.value ?? '';
  const newest = (await (await page.request.get('/api/vod/newly-added?limit=20')).json()) as {
    titles: TitleCard[];
  };
  let count = ((await (await page.request.get('/api/vod/cart')).json()) as { count: number }).count;
  for (const assetId of newest.titles.flatMap((t) => [t.hdAsset, t.sdAsset])) {
    if (count >= atLeast) break;
    if (assetId === null) continue;
    const res = await page.request.post('/api/vod/cart/add', {
      headers: { 'x-csrf-token': csrf },
      data: { assetId, tracking: 'e2e' },
    });
    expect(res.status(), `add asset ${assetId}`).toBeLessThan(500);
    if (res.ok()) count = ((await res.json()) as { count: number }).count;
  }
  expect(count).toBeGreaterThanOrEqual(atLeast);
  return count;
}

const cartList = (page: Page) => page.getByRole('list', { name: 'Cart items' });
const titles = (list: Locator) => list.getByRole('heading', { level: 2 }).allTextContents();
const prices = async (list: Locator) =>
  (await list.locator('.cart-item__meta > span:nth-child(2)').allTextContents()).map((p) =>
    p === 'Free' ? 0 : Number(p.replace(/[^\d.]/g, '')),
  );

test.describe('jsmith at 1280 px', () => {
  test('views the cart as list and grid, sorts it, removes and adds back, and is refused eleven at once', async ({
    page,
    signIn,
    axe,
  }) => {
    // one journey through every control, with an axe scan at each step
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn('jsmith');
    const count = await fillCart(page, 12);

    await page.goto('/tv/cart/');
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    const list = cartList(page);
    await expect(list.getByRole('listitem')).toHaveCount(count);
    await expect(page.getByText(`${count} items`, { exact: true })).toBeVisible();
    // the seeded cart holds a title on its last chance
    await expect(list.getByText('Ending soon').first()).toBeVisible();
    await axe('cart, list');

    // sort: by name (the default), then by price
    const byName = await titles(list);
    expect(byName).toEqual(
      [...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })),
    );
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price' });
    const byPrice = await prices(list);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));

    // grid
    await page.getByRole('button', { name: 'Grid' }).click();
    await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    await expect(list).toHaveClass(/cart-list--grid/);
    await axe('cart, grid');
    await page.getByRole('button', { name: 'List' }).click();

    // remove one from the keyboard: focus stays on its button, which becomes Add back
    const first = list.getByRole('listitem').first();
    const firstName = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const remove = first.getByRole('button', { name: /^Remove / });
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(first.getByText('Removed', { exact: true })).toBeVisible();
    await expect(first.getByRole('button', { name: /^Add back / })).toBeFocused();
    await expect(page.getByText(`${firstName} was removed.`)).toBeAttached();
    await expect(page.getByText(`${count - 1} items`, { exact: true })).toBeVisible();
    await axe('cart, an item removed');
    await page.keyboard.press('Enter');
    await expect(first.getByRole('button', { name: /^Remove / })).toBeFocused();
    await expect(first.getByText('Removed', { exact: true })).toHaveCount(0);
    await expect(page.getByText(`${count} items`, { exact: true })).toBeVisible();

    // trash mode: eleven refused with the seed's message, nothing removed
    await page.getByRole('button', { name: 'Select items to remove' }).click();
    const boxes = page.getByRole('checkbox', { name: /^Mark for removal/ });
    for (let i = 0; i < 11; i += 1) await boxes.nth(i).check();
    await page.getByRole('button', { name: 'Remove 11 selected items' }).click();
    await expect(page.getByRole('alert').filter({ hasText: TOO_MANY })).toBeVisible();
    await expect(list.getByText('Removed', { exact: true })).toHaveCount(0);
    await axe('cart, trash mode with the bulk message');

    // two at once goes through
    for (let i = 2; i < 11; i += 1) await boxes.nth(i).uncheck();
    await page.getByRole('button', { name: 'Remove 2 selected items' }).click();
    await expect(list.getByText('Removed', { exact: true })).toHaveCount(2);
    await expect(page.getByText(`${count - 2} items`, { exact: true })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: TOO_MANY })).toHaveCount(0);
  });
});

test.describe('phone width', () => {
  test('jsmith at 375 px: the cart fits, in list and grid, and is axe-clean', async ({
    page,
    signIn,
    axe,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn('jsmith');
    await page.goto('/tv/cart/');
    await expect(cartList(page).getByRole('listitem').first()).toBeVisible();
    await noHorizontalScroll(page);
    await axe('cart at 375 px');
    await page.getByRole('button', { name: 'Select items to remove' }).click();
    await page.getByRole('button', { name: 'Grid' }).click();
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    await noHorizontalScroll(page);
    await axe('cart grid in trash mode at 375 px');
  });

  test('mgarcia opening /tv/cart/ lands on her favorites, in Spanish, at 375 px', async ({
    page,
    signIn,
    axe,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn('mgarcia');
    await page.goto('/espanol/tv/cart/');
    await expect(page).toHaveURL(/\/espanol\/tv\/favorites\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Artículos favoritos' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    // favorites are HD only
    await expect(list.locator('.cart-item__quality').filter({ hasText: 'SD' })).toHaveCount(0);
    await noHorizontalScroll(page);
    await axe('favoritos at 375 px');
  });
});

test.describe('visitors', () => {
  test('a visitor with the labox cookie is sent to favorites and asked to sign in', async ({
    page,
    axe,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'labox', value: '1', url: baseURL ?? '' }]);
    await page.goto('/tv/cart/');
    await expect(page).toHaveURL(/\/tv\/favorites\/$/);
    await expect(page.getByText('Sign in to see your favorites.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login\/\?referer=\/tv\/favorites\//);
    await axe('sign in from favorites');
  });
});
