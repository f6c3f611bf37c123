import { createAreaT } from '../../../i18n/area-t.ts';
import { vodEn } from './en.ts';
import { vodEs } from './es.ts';

export type VodMessageKey = keyof typeof vodEn;

/** `t` for On Demand messages; shared ones (common.*, session.*) come from the shared catalogue. */
export const useVodT = createAreaT<VodMessageKey>({ en: vodEn, es: vodEs });
