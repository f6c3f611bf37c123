import { createAreaT } from '../../../i18n/area-t.ts';
import { identityEn } from './en.ts';
import { identityEs } from './es.ts';

export type IdentityMessageKey = keyof typeof identityEn;

/** `t` for the identity area's messages; shared ones come from `useT`. */
export const useIdentityT = createAreaT<IdentityMessageKey>({ en: identityEn, es: identityEs });
