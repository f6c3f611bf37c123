import type { Kysely } from 'kysely';
import { browseCutoffs, isExcludedVod } from '@coax/domain';
import type { Database } from '../../schema.ts';
import { DAY, HOUR } from '../../../platform/clock.ts';
import { analyzeCatalogue, writeCatalogue } from '../../../modules/vod/index.ts';
import type { CatalogueTitle } from '../../../modules/vod/index.ts';
import { generateCatalogue } from './generate.ts';

/** Titles in the demo catalogue: enough to page through, quick to seed. */
export const DEMO_VOD_TITLES = 3000;
/**
 * Titles in a test database's catalogue: every suite seeds one, and a few hundred titles give
 * each menu several pages. Suites that need the demo's size ask for it.
 */
export const TEST_VOD_TITLES = 400;

/**
 * Demo carts: jsmith (a cart) holds two movies and a title on its last chance; mgarcia (a
 * special-box customer) three favorites, in HD.
 */
function demoCartItems(titles: readonly CatalogueTitle[], now: number) {
  const cut = browseCutoffs(now);
  const rentable = titles.filter(
    (t) =>
      !isExcludedVod(t) && t.seriesInd === 0 && t.hdAsset !== null && t.sdAsset !== null && t.priceCents > 0,
  );
  const lasting = rentable.filter((t) => t.offerEndDate > cut.lastChanceUntilDay);
  const ending = rentable.find(
    (t) => t.offerEndDate <= cut.lastChanceUntilDay && t.offerEndDate >= cut.offerValidFromDay,
  );
  // A small catalogue may lack some of these: those items are simply not seeded.
  const at = (i: number) => lasting[i];
  const item = (
    user_id: string,
    list: 'cart' | 'favorites',
    t: CatalogueTitle | undefined,
    quality: 'HD' | 'SD',
    ago: number,
  ) =>
    t
      ? [
          {
            user_id,
            list,
            asset_id: (quality === 'HD' ? t.hdAsset : t.sdAsset) ?? 0,
            title_id: t.titleId,
            quality,
            tracking: 'demo',
            added_at: now - ago,
          },
        ]
      : [];
  return [
    ...item('jsmith', 'cart', at(5), 'HD', 3 * DAY),
    ...item('jsmith', 'cart', at(9), 'SD', 2 * DAY),
    ...item('jsmith', 'cart', ending, 'HD', 5 * HOUR),
    ...item('mgarcia', 'favorites', at(6), 'HD', 6 * DAY),
    ...item('mgarcia', 'favorites', at(10), 'HD', 4 * DAY),
    ...item('mgarcia', 'favorites', at(15), 'HD', 1 * DAY),
  ];
}

/**
 * The demo's on-demand catalogue (DEMO_VOD_TITLES generated titles) and carts. Runs inside
 * seedDemo's transaction, after the users. Returns how long the catalogue took to build.
 */
export async function seedVod(
  trx: Kysely<Database>,
  now: number,
  titles = DEMO_VOD_TITLES,
): Promise<{ titles: number; ms: number }> {
  const started = performance.now();
  const catalogue = generateCatalogue({ titles, now });
  await writeCatalogue(trx, catalogue, now);
  const carts = demoCartItems(catalogue.titles, now);
  if (carts.length > 0) await trx.insertInto('vod_cart_items').values(carts).execute();
  await analyzeCatalogue(trx);
  return { titles: catalogue.titles.length, ms: Math.round(performance.now() - started) };
}
