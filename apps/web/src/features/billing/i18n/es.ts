import type { billingEn } from './en.ts';
import { billingDocumentsEs } from './documents.es.ts';
import { billingMethodsEs } from './methods.es.ts';
import { billingPaymentsEs } from './payments.es.ts';
import { billingSummaryEs } from './summary.es.ts';
import { transferEs } from './transfer.es.ts';
import { billingCalendarEs } from '../calendar/calendar.es.ts';
import { billingArrangementEs } from '../arrangement/arrangement.es.ts';

/** Bill pay's Spanish messages (usted), typed by the English keys so none can go missing. */
export const billingEs: Record<keyof typeof billingEn, string> = {
  ...billingSummaryEs,
  ...billingPaymentsEs,
  ...billingMethodsEs,
  ...billingDocumentsEs,
  ...transferEs,
  ...billingCalendarEs,
  ...billingArrangementEs,
};
