import { createAreaT } from '../../../i18n/area-t.ts';
import { shopEn } from './en.ts';
import { shopEs } from './es.ts';

/** `t` for shop messages; they load with the area's code. */
export const useShopT = createAreaT<keyof typeof shopEn>({ en: shopEn, es: shopEs });
