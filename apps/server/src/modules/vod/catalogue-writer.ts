import { SearchWeight, indexTerms, isExcludedVod, sortTitleOf } from '@coax/domain';
import type { VodTitlesTable } from '../../db/schema-vod.ts';
import { rebuildBrowseIndex } from './browse-repository.ts';
import type { Catalogue, CatalogueMenu, CatalogueTitle } from './catalogue.ts';
import { analyzeCatalogue, clearCatalogue, insertAll } from './catalogue-repository.ts';
import type { Db } from './repository.ts';

/** Depth, position among siblings and child counts of the menus, and each menu's breadcrumbs. */
function menuRows(menus: readonly CatalogueMenu[], es: (name: string) => string) {
  const byId = new Map(menus.map((m) => [m.menuId, m]));
  const depth = new Map<string, number>();
  const position = new Map<string | null, number>();
  const children = new Map<string, number>();
  const rows = menus.map((m) => {
    const d = m.parentMenuId === null ? 0 : (depth.get(m.parentMenuId) ?? 0) + 1;
    depth.set(m.menuId, d);
    const pos = position.get(m.parentMenuId) ?? 0;
    position.set(m.parentMenuId, pos + 1);
    if (m.parentMenuId !== null) children.set(m.parentMenuId, (children.get(m.parentMenuId) ?? 0) + 1);
    return {
      menu_id: m.menuId,
      caption: m.caption,
      caption_es: es(m.caption),
      parent_menu_id: m.parentMenuId,
      position: pos,
      depth: d,
      series_ind: m.seriesInd,
      action_type: m.actionType,
      children_count: 0,
      this_menu_count: 0,
    };
  });
  for (const r of rows) r.children_count = children.get(r.menu_id) ?? 0;
  const paths = new Map<string, string>();
  const pathOf = (menuId: string): string => {
    const known = paths.get(menuId);
    if (known) return known;
    const crumbs: Array<{ caption: string; captionEs: string; menuId: string }> = [];
    for (let m = byId.get(menuId); m; m = m.parentMenuId === null ? undefined : byId.get(m.parentMenuId)) {
      crumbs.unshift({ caption: m.caption, captionEs: es(m.caption), menuId: m.menuId });
      if (crumbs.length > 20) break;
    }
    const json = JSON.stringify(crumbs);
    paths.set(menuId, json);
    return json;
  };
  return { rows, pathOf };
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Ranks 1..n by a comparison; ties are broken by the title id so the order is total. */
function ranks(titles: readonly CatalogueTitle[], compare: (a: CatalogueTitle, b: CatalogueTitle) => number) {
  const sorted = [...titles].sort((a, b) => compare(a, b) || cmp(a.titleId, b.titleId));
  return new Map(sorted.map((t, i) => [t.titleId, i + 1]));
}

/** Search rows for people and genres of the visible titles, and their own rows. */
function nameIndex(
  visible: readonly CatalogueTitle[],
  popOf: Map<string, number>,
  genreMenus: Record<string, string>,
  es: (name: string) => string,
) {
  const people = new Map<string, { id: number; roles: number; titles: Set<string> }>();
  const links: Array<{ person_id: number; title_pop: number; role: 'actor' | 'director'; title_id: string }> =
    [];
  const genres = new Map<string, number>();
  for (const t of visible) {
    const pop = popOf.get(t.titleId) ?? 0;
    for (const [role, names, bit] of [
      ['director', t.directors, 2],
      ['actor', t.actors, 1],
    ] as const) {
      for (const name of new Set(names)) {
        let p = people.get(name);
        if (!p) {
          p = { id: people.size + 1, roles: 0, titles: new Set() };
          people.set(name, p);
        }
        p.roles |= bit;
        p.titles.add(t.titleId);
        links.push({ person_id: p.id, title_pop: pop, role, title_id: t.titleId });
      }
    }
    for (const g of new Set(t.genres)) genres.set(g, (genres.get(g) ?? 0) + 1);
  }
  const personRows = [...people].map(([name, p]) => ({
    person_id: p.id,
    name,
    roles: p.roles,
    title_count: p.titles.size,
  }));
  const byCount =
    <T extends { title_count: number }>(key: (r: T) => string) =>
    (a: T, b: T) =>
      b.title_count - a.title_count || (key(a) < key(b) ? -1 : 1);
  personRows.sort(byCount((r) => r.name));
  const genreRows = [...genres].map(([genre, count]) => ({
    genre,
    genre_es: es(genre),
    menu_id: genreMenus[genre] ?? null,
    title_count: count,
  }));
  genreRows.sort(byCount((r) => r.genre));
  const terms: Array<{ kind: 'p' | 'g'; term: string; rank_no: number; ref: string }> = [];
  personRows.forEach((p, i) => {
    for (const term of indexTerms([{ text: p.name, weight: SearchWeight.title }]).keys()) {
      terms.push({ kind: 'p', term, rank_no: i + 1, ref: String(p.person_id) });
    }
  });
  genreRows.forEach((g, i) => {
    // A genre is found by its English or its Spanish name ("comedia" finds Comedy).
    const text = g.genre_es === g.genre ? g.genre : `${g.genre} ${g.genre_es}`;
    for (const term of indexTerms([{ text, weight: SearchWeight.title }]).keys()) {
      terms.push({ kind: 'g', term, rank_no: i + 1, ref: g.genre });
    }
  });
  return { personRows, links, genreRows, terms };
}

/**
 * Writes a whole catalogue into empty catalogue tables, with its search index and the grid's
 * orderings as of `nowMs`. NC-17 and excluded titles are stored (the source had them) but get no
 * search rows and no place in any ordering. Run it inside a transaction.
 */
export async function writeCatalogue(db: Db, cat: Catalogue, nowMs: number): Promise<void> {
  const es = (name: string) => cat.spanish[name] ?? name;
  const { rows: menus, pathOf } = menuRows(cat.menus, es);
  const sortTitles = new Map(cat.titles.map((t) => [t.titleId, sortTitleOf(t.title)]));
  const sortOf = (t: CatalogueTitle) => sortTitles.get(t.titleId) ?? '';
  const alphaOf = ranks(cat.titles, (a, b) => cmp(sortOf(a), sortOf(b)));
  const popOf = ranks(cat.titles, (a, b) => b.popularity - a.popularity);
  const titleRows: VodTitlesTable[] = cat.titles.map((t) => ({
    title_id: t.titleId,
    tms_id: t.tmsId,
    tms_title: t.tmsTitle,
    title: t.title,
    sort_title: sortOf(t),
    episode_title: t.episodeTitle,
    series_ind: t.seriesInd,
    show_type: t.showType,
    series_menu_id: t.seriesMenuId,
    season_number: t.seasonNumber,
    episode_number: t.episodeNumber,
    hd_asset: t.hdAsset,
    sd_asset: t.sdAsset,
    price_cents: t.priceCents,
    offer_end_date: t.offerEndDate,
    rental_period_seconds: t.rentalPeriodSeconds,
    duration_minutes: t.durationMinutes,
    rating: t.rating,
    star_rating_halves: t.starRatingHalves,
    indicators: t.indicators,
    genres: t.genres.join('|'),
    genres_es: t.genres.map(es).join('|'),
    directors: t.directors.join('|'),
    actors: t.actors.join('|'),
    release_year: t.releaseYear,
    callsign: t.callsign,
    csslogo: t.csslogo,
    network: t.network,
    image_name: t.imageName,
    image_flags: t.imageFlags,
    menu_id: t.menuId,
    path_json: pathOf(t.menuId),
    description: t.description,
    added_at: t.addedAt,
    pop_rank: popOf.get(t.titleId) ?? 0,
    alpha_rank: alphaOf.get(t.titleId) ?? 0,
  }));
  const visible = cat.titles.filter((t) => !isExcludedVod(t));
  const titleTerms: Array<{ term: string; title_pop: number; title_id: string }> = [];
  for (const t of visible) {
    const pop = popOf.get(t.titleId) ?? 0;
    const text = t.episodeTitle ? `${t.title} ${t.episodeTitle}` : t.title;
    for (const term of indexTerms([{ text, weight: SearchWeight.title }]).keys()) {
      titleTerms.push({ term, title_pop: pop, title_id: t.titleId });
    }
  }
  const names = nameIndex(visible, popOf, cat.genreMenus, es);
  // Rows in key order go in at the end of each index page instead of all over it: far quicker.
  titleTerms.sort((a, b) => cmp(a.term, b.term) || a.title_pop - b.title_pop);
  names.terms.sort((a, b) => cmp(a.kind, b.kind) || cmp(a.term, b.term) || a.rank_no - b.rank_no);
  names.links.sort((a, b) => a.person_id - b.person_id || a.title_pop - b.title_pop || cmp(a.role, b.role));
  const memberships = cat.titles
    .flatMap((t) => [...new Set(t.menuIds)].map((menu_id) => ({ menu_id, title_id: t.titleId })))
    .sort((a, b) => cmp(a.menu_id, b.menu_id) || cmp(a.title_id, b.title_id));

  await insertAll(db, 'vod_menus', menus);
  await insertAll(db, 'vod_titles', titleRows);
  await insertAll(db, 'vod_menu_titles', memberships);
  await insertAll(
    db,
    'vod_series',
    cat.series.map((s) => ({
      menu_id: s.menuId,
      tms_series_id: s.tmsSeriesId,
      title: s.title,
      description: s.description,
      genres: s.genres.join('|'),
      genres_es: s.genres.map(es).join('|'),
      actors: s.actors.join('|'),
      directors: s.directors.join('|'),
      qualifiers: s.qualifiers.join('|'),
      image_name: s.imageName,
      network: s.network,
      callsign: s.callsign,
    })),
  );
  await insertAll(db, 'vod_people', names.personRows);
  await insertAll(db, 'vod_title_people', names.links);
  await insertAll(db, 'vod_genres', names.genreRows);
  await insertAll(db, 'vod_title_terms', titleTerms);
  await insertAll(db, 'vod_name_terms', names.terms);
  await insertAll(
    db,
    'vod_ribbons',
    cat.ribbons.map((r, i) => ({
      ribbon_id: i + 1,
      position: i + 1,
      caption: r.caption,
      caption_es: es(r.caption),
      menu_id: r.menuId,
    })),
  );
  await insertAll(
    db,
    'vod_ribbon_titles',
    cat.ribbons.flatMap((r, i) =>
      r.titleIds.map((title_id, p) => ({ ribbon_id: i + 1, position: p + 1, title_id })),
    ),
  );
  await insertAll(
    db,
    'vod_top_picks',
    cat.topPicks.map((title_id, i) => ({ position: i + 1, title_id })),
  );
  await rebuildBrowseIndex(db, nowMs);
}

/** Replaces the catalogue (carts stay). */
export async function replaceCatalogue(db: Db, cat: Catalogue, nowMs: number): Promise<void> {
  await clearCatalogue(db);
  await writeCatalogue(db, cat, nowMs);
  await analyzeCatalogue(db);
}
