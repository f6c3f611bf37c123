import { createAreaT } from '../../../i18n/area-t.ts';
import type { MessageKey } from '../../../i18n/en.ts';
import { csrEn } from './en.ts';
import { csrEs } from './es.ts';

/** Any key the Agent desk `t` takes: its own messages, and the shared ones. */
export type CsrMessageKey = keyof typeof csrEn | MessageKey;

/** `t` for Agent desk messages; they load with the area's code. */
export const useCsrT = createAreaT<keyof typeof csrEn>({ en: csrEn, es: csrEs });
