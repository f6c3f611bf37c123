import { createAreaT, type AreaTranslator } from '../../../i18n/area-t.ts';
import type { MessageKey } from '../../../i18n/en.ts';
import { alertsEn } from './en.ts';
import { alertsEs } from './es.ts';

/** Any key the alerts `t` takes: its own messages, and the shared ones. */
export type AlertsMessageKey = keyof typeof alertsEn | MessageKey;

/** `t` for alerts messages; they load with the area's code. */
export const useAlertsT = createAreaT<keyof typeof alertsEn>({ en: alertsEn, es: alertsEs });

/** What `useAlertsT` gives: the card's words are written with it outside a component. */
export type AlertsTranslator = AreaTranslator<keyof typeof alertsEn>;
