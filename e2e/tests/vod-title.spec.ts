import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect, fillSignIn, noHorizontalScroll, test } from './fixtures.ts';

// The on-demand title pages of issue 6 (seed 001 §2-§4): a movie, an episode reached by a movie
// address, a series with its filters, the adult page and the /tv/asset/ fallback, at phone and
// desktop widths; the cart buttons for a visitor (sign-in and back) and for jsmith (HD, SD,
// remove); one visit in Spanish. Ids come from the demo catalogue: title 100001 is always a
// visible movie with both qualities, SH00000001 its first (TV) series.

const MOVIE_ID = '100001';
const SERIES_ID = 'SH00000001';
const ADULT_MENU_ID = '200005';

interface TitleFacts {
  titleId: string;
  title: string;
  episodeTitle: string | null;
  directors: string[];
}

async function movieOf(request: APIRequestContext): Promise<TitleFacts> {
  const res = await request.get(`/api/vod/titles/${MOVIE_ID}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { title: TitleFacts }).title;
}

interface SeriesFacts {
  series: { title: string };
  titles: TitleFacts[];
  /** the series' airings on TV, from the guide's listings */
  linearData: Array<{ callsign: string }>;
}

async function seriesOf(request: APIRequestContext): Promise<SeriesFacts> {
  const res = await request.get(`/api/vod/series/${SERIES_ID}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as SeriesFacts;
}

test.describe('title pages for a visitor', () => {
  for (const width of [375, 1280]) {
    test(`a movie, an episode by a movie address and a series at ${width} px`, async ({
      page,
      request,
      axe,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const movie = await movieOf(request);
      const { series, titles, linearData } = await seriesOf(request);
      const episode = titles[0]!;

      await page.goto(`/tv/asset/#/movie/${MOVIE_ID}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(movie.title));
      await expect(main.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
      await expect(main.getByRole('button', { name: 'Add HD to Cart' })).toBeVisible();
      await expect(main.getByRole('button', { name: 'Add SD to Cart' })).toBeVisible();
      const director = movie.directors[0]!;
      await expect(main.getByRole('link', { name: director })).toHaveAttribute(
        'href',
        `/search/#/tvOnDemand/${encodeURIComponent(`"${director}"`)}/false`,
      );
      await noHorizontalScroll(page);
      await axe(`movie at ${width}`);

      // seed 001 §2: a movie address that names an episode moves to the episode page
      await page.goto(`/tv/asset/#/movie/${episode.titleId}`);
      await expect(page).toHaveURL(new RegExp(`/tv/asset/#/episode/${episode.titleId}$`));
      await expect(
        main.getByRole('heading', { level: 1, name: episode.episodeTitle ?? episode.title }),
      ).toBeVisible();
      await expect(main.getByRole('region', { name: 'Where to watch' })).toBeVisible();
      await noHorizontalScroll(page);
      await axe(`episode at ${width}`);

      // the episode's series link opens the series page
      await main.getByRole('link', { name: series.title }).first().click();
      await expect(page).toHaveURL(new RegExp(`/tv/asset/#/series/${SERIES_ID}$`));
      await expect(main.getByRole('heading', { level: 1, name: series.title })).toBeVisible();
      const where = main.getByRole('region', { name: 'Where to watch' });
      // a TV series (menu id SH...) starts at Show all
      await expect(where.getByRole('radio', { name: 'Show all' })).toBeChecked();
      // its airings on TV come from the guide's listings, when the series is on any channel
      if (linearData.length === 0) await expect(where.getByText('There are no airings on TV.')).toBeVisible();
      else await expect(where.getByText(`(${linearData[0]!.callsign})`).first()).toBeVisible();
      await where.getByRole('combobox', { name: 'Season' }).selectOption({ label: 'Season 1' });
      await expect(where.getByRole('link', { name: episode.episodeTitle ?? episode.title })).toBeVisible();
      // keyboard: the where-to-watch radios move with the arrow keys
      await where.getByRole('radio', { name: 'Show all' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(where.getByRole('radio', { name: 'On Demand' })).toBeChecked();
      await expect(where.getByRole('heading', { name: 'On TV' })).toHaveCount(0);
      await noHorizontalScroll(page);
      await axe(`series at ${width}`);
    });
  }

  test('the adult page and the fallback for titles that are gone', async ({ page, axe }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/tv/asset/#/adult/${ADULT_MENU_ID}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Adult' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Categories' })).toBeVisible();
    await axe('adult');

    // seed 001 §2: the adult page of a menu outside Adult goes to /tv/asset/
    await page.goto('/tv/asset/#/adult/200001');
    await expect(page).toHaveURL(/\/tv\/asset\/$/);
    await expect(
      main.getByRole('heading', { level: 1, name: 'This title is no longer available' }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Browse On Demand' })).toHaveAttribute(
      'href',
      '/tv/on-demand/#/',
    );
    await axe('fallback');

    await page.goto('/tv/asset/#/movie/');
    await expect(main.getByRole('alert')).toContainText('Sorry, there was an error. Please try again later.');
    await axe('missing id');
  });
});

test.describe('cart buttons', () => {
  test('a visitor is sent to sign in and back; jsmith adds HD, then SD, and removes HD', async ({
    page,
    request,
    axe,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const movie = await movieOf(request);
    await page.goto(`/tv/asset/#/movie/${MOVIE_ID}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();
    await main.getByRole('button', { name: 'Add HD to Cart' }).click();
    await expect(page).toHaveURL(/\/login\/\?referer=\/tv\/asset\/%23\/movie\/100001$/);
    await fillSignIn(page, 'jsmith', DEMO_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`/tv/asset/#/movie/${MOVIE_ID}$`));

    const group = main.getByRole('group', { name: 'Rent or save' });
    await group.getByRole('button', { name: 'Add HD to Cart' }).click();
    await expect(group.getByRole('button', { name: 'Remove HD from Cart' })).toBeVisible();
    await expect(group.getByRole('status')).toHaveText('In your cart: HD.');
    await group.getByRole('button', { name: 'Add SD to Cart' }).click();
    await expect(group.getByRole('button', { name: 'Remove SD from Cart' })).toBeVisible();
    await expect(group.getByRole('status')).toHaveText('In your cart: HD and SD.');
    await axe('movie with both qualities in the cart');

    // keyboard: the focused button toggles back with Enter and keeps the focus
    const removeHd = group.getByRole('button', { name: 'Remove HD from Cart' });
    await removeHd.focus();
    await page.keyboard.press('Enter');
    await expect(group.getByRole('button', { name: 'Add HD to Cart' })).toBeFocused();
    await expect(group.getByRole('status')).toHaveText('In your cart: SD.');

    // the server agrees after a reload
    await page.reload();
    await expect(group.getByRole('button', { name: 'Remove SD from Cart' })).toBeVisible();
    await expect(group.getByRole('button', { name: 'Add HD to Cart' })).toBeVisible();
  });

  test('mgarcia, a special-box customer, saves a favorite in Spanish at 375 px', async ({
    page,
    signIn,
    request,
    axe,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const movie = await movieOf(request);
    await signIn('mgarcia');
    await page.goto(`/espanol/tv/asset/#/movie/${MOVIE_ID}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: movie.title })).toBeVisible();
    await expect(main.getByText('Periodo de alquiler')).toBeVisible();
    const group = main.getByRole('group', { name: 'Alquilar o guardar' });
    await expect(group.getByRole('button')).toHaveCount(1);
    await group.getByRole('button', { name: 'Agregar a favoritos' }).click();
    await expect(group.getByRole('button', { name: 'Quitar de favoritos' })).toBeVisible();
    await expect(group.getByRole('status')).toHaveText('En sus favoritos.');
    await noHorizontalScroll(page);
    await axe('movie in Spanish, favorites');
  });
});
