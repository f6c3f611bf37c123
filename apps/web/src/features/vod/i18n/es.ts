import type { vodEn } from './en.ts';
import { vodCartEs } from './vod-cart.es.ts';
import { vodLandingEs } from './vod-landing.es.ts';
import { vodSummaryEs } from './vod-summary.es.ts';
import { vodTitleEs } from './vod-title.es.ts';

/** On Demand's Spanish messages (usted), typed by the English keys so none can go missing. */
export const vodEs: Record<keyof typeof vodEn, string> = {
  ...vodLandingEs,
  ...vodSummaryEs,
  ...vodTitleEs,
  ...vodCartEs,
};
