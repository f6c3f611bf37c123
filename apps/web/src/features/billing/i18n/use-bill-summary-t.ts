import { createAreaT } from '../../../i18n/area-t.ts';
import type { MessageKey } from '../../../i18n/en.ts';
import { billingSummaryEn } from './summary.en.ts';
import { billingSummaryEs } from './summary.es.ts';

/** Any key the bill widget's `t` takes: bill pay's summary messages and the shared ones. */
export type BillSummaryKey = keyof typeof billingSummaryEn | MessageKey;

/**
 * `t` for the bill widget on the home page: only bill pay's summary messages, so a first visit to
 * /home does not download the rest of bill pay's catalogue (the size budget holds it to account).
 */
export const useBillSummaryT = createAreaT<keyof typeof billingSummaryEn>({
  en: billingSummaryEn,
  es: billingSummaryEs,
});

export type BillSummaryTranslator = ReturnType<typeof useBillSummaryT>;
