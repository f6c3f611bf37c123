import { createAreaT } from '../../../i18n/area-t.ts';
import { tvDvrEn } from './tv-dvr.en.ts';
import { tvDvrEs } from './tv-dvr.es.ts';
import { tvGuideEn } from './tv-guide.en.ts';
import { tvGuideEs } from './tv-guide.es.ts';
import { tvSettingsEn } from './tv-settings.en.ts';
import { tvSettingsEs } from './tv-settings.es.ts';

/** The TV catalogue (guide, program pages, DVR, box settings): it loads with the TV pages only. */
const tvEn = { ...tvGuideEn, ...tvDvrEn, ...tvSettingsEn };
export type TvMessageKey = keyof typeof tvEn;
const tvEs: Record<TvMessageKey, string> = { ...tvGuideEs, ...tvDvrEs, ...tvSettingsEs };

/** `t` for TV messages; shared messages (common.*, session.*) still come from `useT`. */
export const useTvT = createAreaT<TvMessageKey>({ en: tvEn, es: tvEs });
