import { createAreaT } from '../../../i18n/area-t.ts';
import { csrDeskEn } from './desk-en.ts';
import { csrDeskEs } from './desk-es.ts';

export type CsrDeskKey = keyof typeof csrDeskEn;

/** `t` for the desk's equipment look and its report and ended-chat lists. */
export const useCsrDeskT = createAreaT<CsrDeskKey>({ en: csrDeskEn, es: csrDeskEs });
