import { createAreaT } from '../../../i18n/area-t.ts';
import { boxSettingsEn } from './en.ts';
import { boxSettingsEs } from './es.ts';

export type BoxSettingsMessageKey = keyof typeof boxSettingsEn;

/** `t` for box settings messages; shared ones come from `useT`. */
export const useBoxSettingsT = createAreaT<BoxSettingsMessageKey>({ en: boxSettingsEn, es: boxSettingsEs });
