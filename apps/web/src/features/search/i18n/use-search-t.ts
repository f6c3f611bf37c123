import { createAreaT } from '../../../i18n/area-t.ts';
import type { MessageKey } from '../../../i18n/en.ts';
import { searchEn } from './en.ts';
import { searchEs } from './es.ts';

/** Any key the search `t` takes: its own messages, and the shared ones. */
export type SearchMessageKey = keyof typeof searchEn | MessageKey;

/** `t` for search messages; they load with the area's code. */
export const useSearchT = createAreaT<keyof typeof searchEn>({ en: searchEn, es: searchEs });
