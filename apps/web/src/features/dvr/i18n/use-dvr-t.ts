import { createAreaT } from '../../../i18n/area-t.ts';
import { dvrEn } from './en.ts';
import { dvrEs } from './es.ts';

export type DvrMessageKey = keyof typeof dvrEn;

/** `t` for the DVR's messages (recordings, record dialogs, series rules); shared ones come from `useT`. */
export const useDvrT = createAreaT<DvrMessageKey>({ en: dvrEn, es: dvrEs });
