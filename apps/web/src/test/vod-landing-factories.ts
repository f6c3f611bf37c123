import type { VodLanding, VodMenuItem, VodMenus, VodRibbon, VodTitleCard, VodTopPicks } from '@coax/contract';
import { createVodTitleCard } from './vod-factories.ts';

// Test data for the On Demand landing: ribbons, landing pages, top picks and menus.

/** `count` distinct titles whose ids and names start with `prefix`. */
export function createVodTitleCards(count: number, prefix = 'R'): VodTitleCard[] {
  return Array.from({ length: count }, (_, i) =>
    createVodTitleCard({
      titleId: `${prefix}${i + 1}`,
      title: `${prefix} title ${i + 1}`,
      imageName: `t${prefix}${i + 1}`,
    }),
  );
}

/** A ribbon of six titles, with a category behind its "See all" link. */
export function createVodRibbon(overrides: Partial<VodRibbon> = {}): VodRibbon {
  const ribbonId = overrides.ribbonId ?? 1;
  return {
    ribbonId,
    caption: `Ribbon ${ribbonId}`,
    captionEs: `Cinta ${ribbonId}`,
    menuId: `2001${String(ribbonId).padStart(2, '0')}`,
    titles: createVodTitleCards(6, `R${ribbonId}-`),
    ...overrides,
  };
}

/** The landing answer for `count` ribbons from `offset`, out of `total`. */
export function createVodLandingPage(offset: number, count: number, total: number): VodLanding {
  const ids = Array.from({ length: Math.max(0, Math.min(count, total - offset)) }, (_, i) => offset + i + 1);
  return { status: 'SUCCESS', total, offset, ribbons: ids.map((ribbonId) => createVodRibbon({ ribbonId })) };
}

export function createVodTopPicks(overrides: Partial<VodTopPicks> = {}): VodTopPicks {
  return {
    status: 'SUCCESS',
    showCarouselFlag: true,
    carouselAutoCycle: 7000,
    titles: createVodTitleCards(5, 'Pick'),
    ...overrides,
  };
}

export function createLandingMenuItem(overrides: Partial<VodMenuItem> = {}): VodMenuItem {
  const caption = overrides.caption ?? 'Movies';
  return {
    menuId: '200001',
    caption,
    captionEs: caption === 'Movies' ? 'Películas' : caption,
    displayCaption: caption,
    parentMenuId: '200000',
    parentLevelIndex: 0,
    nextLevelIndex: 1,
    childrenCount: 3,
    thisMenuCount: 0,
    seriesInd: 0,
    actionType: 0,
    ...overrides,
  };
}

/** GET /api/vod/menus: the top level is the "On Demand" root; under it, the categories. */
export function createLandingMenus(parentMenuId?: string): VodMenus {
  if (parentMenuId === undefined) {
    const root = createLandingMenuItem({
      menuId: '200000',
      caption: 'On Demand',
      parentMenuId: null,
      parentLevelIndex: -1,
      childrenCount: 4,
    });
    return { status: 'SUCCESS', parent: null, path: [], menus: [root] };
  }
  return {
    status: 'SUCCESS',
    parent: null,
    path: [{ caption: 'On Demand', captionEs: 'On Demand', menuId: '200000' }],
    menus: [
      createLandingMenuItem({ menuId: '200001', caption: 'Movies' }),
      createLandingMenuItem({ menuId: '200002', caption: 'TV Shows' }),
      createLandingMenuItem({ menuId: '200003', caption: 'Kids' }),
      createLandingMenuItem({ menuId: '200005', caption: 'Adult', childrenCount: 2 }),
    ],
  };
}
