import { billingDocumentsEn } from './documents.en.ts';
import { billingMethodsEn } from './methods.en.ts';
import { billingPaymentsEn } from './payments.en.ts';
import { billingSummaryEn } from './summary.en.ts';
import { transferEn } from './transfer.en.ts';
import { billingCalendarEn } from '../calendar/calendar.en.ts';
import { billingArrangementEn } from '../arrangement/arrangement.en.ts';

/** Bill pay's English messages, one file per sub-area: summary and widget, payments, methods, documents, transfer. */
export const billingEn = {
  ...billingSummaryEn,
  ...billingPaymentsEn,
  ...billingMethodsEn,
  ...billingDocumentsEn,
  ...transferEn,
  ...billingCalendarEn,
  ...billingArrangementEn,
};
