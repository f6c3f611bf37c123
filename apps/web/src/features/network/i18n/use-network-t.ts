import { createAreaT } from '../../../i18n/area-t.ts';
import { networkEn } from './en.ts';
import { networkEs } from './es.ts';

export type NetworkMessageKey = keyof typeof networkEn;

/** `t` for the home network's messages; shared ones come from `useT`. */
export const useNetworkT = createAreaT<NetworkMessageKey>({ en: networkEn, es: networkEs });
