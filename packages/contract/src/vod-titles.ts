import { z } from 'zod';
import { VOD_RATINGS, VOD_TITLE_FLAGS } from '@coax/domain';

// The on-demand catalogue's building blocks (seed 001 §3): ids, titles, menus, airings. The
// answers and routes that use them are in vod.ts.

/** Seed 001 §7: "each expects a status SUCCESS". Failures are HTTP errors in the usual shape. */
export const vodStatus = z.literal('SUCCESS');

/** Titles and menus are named by short letters-and-digits ids (menu ids of TV series start SH or SP). */
export const vodTitleId = z.string().regex(/^[A-Za-z0-9]{1,24}$/, 'The title id is letters and digits.');
export const vodMenuId = z.string().regex(/^[A-Za-z0-9]{1,24}$/, 'The menu id is letters and digits.');
/** An asset id in an address: digits (seed 001 §5 "asset id required and numeric"). */
export const assetIdParam = z
  .string()
  .regex(/^\d{1,9}$/, 'The asset id is a number.')
  .transform(Number);

/** A whole number in a query string, within bounds. */
export const queryInt = (min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

export const vodBreadcrumb = z
  .object({ caption: z.string(), /** the caption in Spanish */ captionEs: z.string(), menuId: z.string() })
  .meta({ id: 'VodBreadcrumb' });
export type VodBreadcrumb = z.infer<typeof vodBreadcrumb>;

/** Seed 001 §3 imageAvailability: which art exists for the title. */
export const vodImageAvailability = z
  .object({ desktopImage: z.boolean(), mobileImage: z.boolean(), linearImage: z.boolean() })
  .meta({ id: 'VodImageAvailability' });

/** Seed 001 §3 "rating (content rating and critics star rating)". */
export const vodRating = z
  .object({
    content: z.enum(VOD_RATINGS),
    /** critics' stars, 0 to 4 in halves; null when there is no critics' rating (most episodes) */
    stars: z.number().min(0).max(4).nullable(),
  })
  .meta({ id: 'VodRating' });

/** A title in a grid, ribbon, carousel or result list: what a tile shows and links with. */
export const vodTitleCard = z
  .object({
    titleId: z.string(),
    tmsId: z.string(),
    title: z.string(),
    episodeTitle: z.string().nullable(),
    isEpisode: z.boolean(),
    /** the series an episode belongs to (its series page: /tv/asset/#/series/{menuId}) */
    seriesMenuId: z.string().nullable(),
    seasonNumber: z.number().int().nullable(),
    episodeNumber: z.number().int().nullable(),
    hdAsset: z.number().int().nullable(),
    sdAsset: z.number().int().nullable(),
    /** cents; 0 is free */
    price: z.number().int().nonnegative(),
    /** the last day of the offer, YYYY-MM-DD (shown until one day after: isOfferExpired) */
    offerEndDate: z.string(),
    releaseYear: z.number().int(),
    /** minutes */
    duration: z.number().int().nonnegative(),
    rating: vodRating,
    flags: z.array(z.enum(VOD_TITLE_FLAGS)),
    /** the name for GET /vod/api/getImage.jpg?name= ; null when the title has no art */
    imageName: z.string().nullable(),
    imageAvailability: vodImageAvailability,
  })
  .meta({ id: 'VodTitleCard' });
export type VodTitleCard = z.infer<typeof vodTitleCard>;

/** Seed 001 §3 "VOD title", every field, for the movie and episode pages. */
export const vodTitle = vodTitleCard
  .extend({
    tmsTitle: z.string(),
    seriesInd: z.union([z.literal(0), z.literal(1)]),
    showType: z.string(),
    /** seconds (shown in hours: rentalHours) */
    rentalPeriod: z.number().int().nonnegative(),
    /** the bit flags and what they say */
    indicators: z.object({
      bits: z.number().int().nonnegative(),
      new: z.boolean(),
      dolby: z.boolean(),
      sap: z.boolean(),
      closedCaptions: z.boolean(),
    }),
    genres: z.array(z.string()),
    /** the genres in Spanish, in the same order */
    genresEs: z.array(z.string()),
    directors: z.array(z.string()),
    actors: z.array(z.string()),
    callsign: z.string().nullable(),
    csslogo: z.string().nullable(),
    network: z.string().nullable(),
    /** the menu the title is filed under */
    menuId: z.string(),
    /** breadcrumbs from the top of the catalogue to menuId */
    path: z.array(vodBreadcrumb),
    description: z.string(),
  })
  .meta({ id: 'VodTitle' });
export type VodTitle = z.infer<typeof vodTitle>;

/** Seed 001 §3 "VOD menu item". */
export const vodMenuItem = z
  .object({
    menuId: z.string(),
    caption: z.string(),
    /** the caption in Spanish (letter groups and networks as they are) */
    captionEs: z.string(),
    /** the caption to show: the Movies A-Z groups read A-E, F-J, ... (seed 001 §9) */
    displayCaption: z.string(),
    parentMenuId: z.string().nullable(),
    /** the depth of the parent; -1 at the top level */
    parentLevelIndex: z.number().int(),
    /** the depth of the children; -1 when there are none */
    nextLevelIndex: z.number().int(),
    childrenCount: z.number().int().nonnegative(),
    /** titles filed directly under this menu, NC-17 and excluded content not counted */
    thisMenuCount: z.number().int().nonnegative(),
    seriesInd: z.union([z.literal(0), z.literal(1)]),
    /** 4 opens a detail; 3 and 4 are used for series */
    actionType: z.number().int(),
  })
  .meta({ id: 'VodMenuItem' });
export type VodMenuItem = z.infer<typeof vodMenuItem>;

/**
 * An airing for the where-to-watch block. The guide area provides them; until it does the list
 * is empty and the block shows on-demand titles only.
 */
export const vodAiring = z
  .object({
    eventId: z.string(),
    callsign: z.string(),
    channelNumber: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    isHd: z.boolean(),
    seasonNumber: z.number().int().nullable(),
    episodeNumber: z.number().int().nullable(),
    episodeTitle: z.string().nullable(),
  })
  .meta({ id: 'VodAiring' });
export type VodAiring = z.infer<typeof vodAiring>;
