import { createAreaT } from '../../../i18n/area-t.ts';
import type { MessageKey } from '../../../i18n/en.ts';
import { billingEn } from './en.ts';
import { billingEs } from './es.ts';

/** Any key bill pay's `t` takes: its own messages, and the shared ones (common.*, session.*). */
export type BillingMessageKey = keyof typeof billingEn | MessageKey;

/** `t` for bill pay's messages; its catalogue loads with the bill pay pages and the home page's bill widget. */
export const useBillingT = createAreaT<keyof typeof billingEn>({ en: billingEn, es: billingEs });

export type BillingTranslator = ReturnType<typeof useBillingT>;
