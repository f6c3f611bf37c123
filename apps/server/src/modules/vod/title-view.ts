import type { VodBreadcrumb, VodMenuItem, VodTitle, VodTitleCard } from '@coax/contract';
import {
  VOD_RATINGS,
  browseCutoffs,
  decodeIndicators,
  displayCaption,
  isEpisodeTitle,
  titleFlagsAt,
  type VodRating,
} from '@coax/domain';
import { ImageFlag } from './catalogue.ts';
import type { CardRow, MenuRow, TitleRow } from './repository.ts';

// Rows to the contract's shapes. Nothing here reads the database or the clock: `now` comes in.

const list = (pipe: string) => (pipe ? pipe.split('|').filter(Boolean) : []);

/** A rating the map does not hold reads as NR (not rated) rather than failing the answer. */
function rating(value: string): VodRating {
  return (VOD_RATINGS as readonly string[]).includes(value) ? (value as VodRating) : 'NR';
}

function breadcrumbs(json: string): VodBreadcrumb[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((c: unknown) =>
      typeof c === 'object' &&
      c !== null &&
      'caption' in c &&
      'menuId' in c &&
      typeof c.caption === 'string' &&
      typeof c.menuId === 'string'
        ? [
            {
              caption: c.caption,
              // a trail written before the Spanish names reads its English caption
              captionEs: 'captionEs' in c && typeof c.captionEs === 'string' ? c.captionEs : c.caption,
              menuId: c.menuId,
            },
          ]
        : [],
    );
  } catch {
    return [];
  }
}

/** Rows to tiles for one answer: the day's cut-offs (just added, last chance) are worked out once. */
export function cardMapper(now: number): (t: CardRow) => VodTitleCard {
  const cut = browseCutoffs(now);
  return (t) => ({
    titleId: t.title_id,
    tmsId: t.tms_id,
    title: t.title,
    episodeTitle: t.episode_title,
    isEpisode: isEpisodeTitle({ tmsId: t.tms_id, seriesInd: t.series_ind }),
    seriesMenuId: t.series_menu_id,
    seasonNumber: t.season_number,
    episodeNumber: t.episode_number,
    hdAsset: t.hd_asset,
    sdAsset: t.sd_asset,
    price: t.price_cents,
    offerEndDate: t.offer_end_date,
    releaseYear: t.release_year,
    duration: t.duration_minutes,
    rating: {
      content: rating(t.rating),
      stars: t.star_rating_halves === null ? null : t.star_rating_halves / 2,
    },
    flags: titleFlagsAt(
      {
        hdAsset: t.hd_asset,
        sdAsset: t.sd_asset,
        price: t.price_cents,
        addedAtMs: t.added_at,
        offerEndDate: t.offer_end_date,
      },
      cut,
    ),
    imageName: t.image_name,
    imageAvailability: {
      desktopImage: (t.image_flags & ImageFlag.desktop) !== 0,
      mobileImage: (t.image_flags & ImageFlag.mobile) !== 0,
      linearImage: (t.image_flags & ImageFlag.linear) !== 0,
    },
  });
}

export function toTitle(t: TitleRow, now: number): VodTitle {
  return {
    ...cardMapper(now)(t),
    tmsTitle: t.tms_title,
    seriesInd: t.series_ind === 1 ? 1 : 0,
    showType: t.show_type,
    rentalPeriod: t.rental_period_seconds,
    indicators: { bits: t.indicators, ...decodeIndicators(t.indicators) },
    genres: list(t.genres),
    genresEs: list(t.genres_es),
    directors: list(t.directors),
    actors: list(t.actors),
    callsign: t.callsign,
    csslogo: t.csslogo,
    network: t.network,
    menuId: t.menu_id,
    path: breadcrumbs(t.path_json),
    description: t.description,
  };
}

export function toMenuItem(m: MenuRow): VodMenuItem {
  return {
    menuId: m.menu_id,
    caption: m.caption,
    captionEs: m.caption_es,
    displayCaption: displayCaption(m.caption),
    parentMenuId: m.parent_menu_id,
    parentLevelIndex: m.depth - 1,
    nextLevelIndex: m.children_count > 0 ? m.depth + 1 : -1,
    childrenCount: m.children_count,
    thisMenuCount: m.this_menu_count,
    seriesInd: m.series_ind === 1 ? 1 : 0,
    actionType: m.action_type,
  };
}

export function toBreadcrumbs(trail: readonly MenuRow[]): VodBreadcrumb[] {
  return trail.map((m) => ({ caption: m.caption, captionEs: m.caption_es, menuId: m.menu_id }));
}

export { list as splitPipe };
