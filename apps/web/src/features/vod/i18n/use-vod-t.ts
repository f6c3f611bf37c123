import { createAreaT } from '../../../i18n/area-t.ts';
import { vodCartEn } from './vod-cart.en.ts';
import { vodCartEs } from './vod-cart.es.ts';
import { vodLandingEn } from './vod-landing.en.ts';
import { vodLandingEs } from './vod-landing.es.ts';
import { vodSummaryEn } from './vod-summary.en.ts';
import { vodSummaryEs } from './vod-summary.es.ts';
import { vodTitleEn } from './vod-title.en.ts';
import { vodTitleEs } from './vod-title.es.ts';

/** The On Demand catalogue: it loads with the TV pages, not with the first page of the site. */
const vodEn = { ...vodLandingEn, ...vodSummaryEn, ...vodTitleEn, ...vodCartEn };
export type VodMessageKey = keyof typeof vodEn;
const vodEs: Record<VodMessageKey, string> = {
  ...vodLandingEs,
  ...vodSummaryEs,
  ...vodTitleEs,
  ...vodCartEs,
};

/** `t` for On Demand messages; shared messages (common.*, session.*) still come from `useT`. */
export const useVodT = createAreaT<VodMessageKey>({ en: vodEn, es: vodEs });
