import { createAreaT } from '../../../i18n/area-t.ts';
import type { MessageKey } from '../../../i18n/en.ts';
import { outageEn } from './en.ts';
import { outageEs } from './es.ts';

/** Any key the outage `t` takes: its own messages, and the shared ones. */
export type OutageMessageKey = keyof typeof outageEn | MessageKey;

/** `t` for outage messages; they load with the area's code. */
export const useOutageT = createAreaT<keyof typeof outageEn>({ en: outageEn, es: outageEs });
