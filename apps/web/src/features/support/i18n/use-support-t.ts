import { createAreaT } from '../../../i18n/area-t.ts';
import { supportEn } from './en.ts';
import { supportEs } from './es.ts';

/** `t` for support messages; they load with the area's code. */
export const useSupportT = createAreaT<keyof typeof supportEn>({ en: supportEn, es: supportEs });
