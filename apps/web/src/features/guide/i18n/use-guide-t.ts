import { createAreaT } from '../../../i18n/area-t.ts';
import { guideEn } from './en.ts';
import { guideEs } from './es.ts';

export type GuideMessageKey = keyof typeof guideEn;

/** `t` for the guide's messages (guide, program pages, best bets); shared ones come from `useT`. */
export const useGuideT = createAreaT<GuideMessageKey>({ en: guideEn, es: guideEs });
