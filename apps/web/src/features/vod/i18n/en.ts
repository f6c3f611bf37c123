import { vodCartEn } from './vod-cart.en.ts';
import { vodLandingEn } from './vod-landing.en.ts';
import { vodSummaryEn } from './vod-summary.en.ts';
import { vodTitleEn } from './vod-title.en.ts';

/** On Demand's English messages, one file per sub-area: landing, summary, title, cart. */
export const vodEn = { ...vodLandingEn, ...vodSummaryEn, ...vodTitleEn, ...vodCartEn };
