import { createAreaT } from '../../../i18n/area-t.ts';
import type { MessageKey } from '../../../i18n/en.ts';
import { faqEn } from './en.ts';
import { faqEs } from './es.ts';

/** Any key the FAQ `t` takes: its own messages, and the shared ones. */
export type FaqMessageKey = keyof typeof faqEn | MessageKey;

/** `t` for FAQ messages; they load with the area's code. */
export const useFaqT = createAreaT<keyof typeof faqEn>({ en: faqEn, es: faqEs });
