import { createAreaT } from '../../../i18n/area-t.ts';
import type { MessageKey } from '../../../i18n/en.ts';
import { dashboardEn } from './en.ts';
import { dashboardEs } from './es.ts';

/** Any key the Dashboard `t` takes: its own messages, and the shared ones. */
export type DashboardMessageKey = keyof typeof dashboardEn | MessageKey;

/** `t` for Dashboard messages; they load with the area's code. */
export const useDashboardT = createAreaT<keyof typeof dashboardEn>({ en: dashboardEn, es: dashboardEs });
