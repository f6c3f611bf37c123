import type { SupportNotificationKind } from '@coax/domain';
import { createAreaT } from '../../../i18n/area-t.ts';
import { supportEn } from './en.ts';
import { supportEs } from './es.ts';

export type SupportKey = keyof typeof supportEn;

/** `t` for support messages; they load with the area's code. */
export const useSupportT = createAreaT<SupportKey>({ en: supportEn, es: supportEs });

/** Each notification kind's label. */
export const KIND_LABELS: Record<SupportNotificationKind, SupportKey> = {
  outage: 'support.kind.outage',
  maintenance: 'support.kind.maintenance',
  notice: 'support.kind.notice',
};
