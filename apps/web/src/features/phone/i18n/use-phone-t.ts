import { createAreaT } from '../../../i18n/area-t.ts';
import type { ReasonKeys } from '../../../lib/refusal.ts';
import { phoneEn } from './en.ts';
import { phoneEs } from './es.ts';

export type PhoneMessageKey = keyof typeof phoneEn;

/** `t` for phone messages; shared ones come from `useT`. */
export const usePhoneT = createAreaT<PhoneMessageKey>({ en: phoneEn, es: phoneEs });

/** The phone area's refusals in the reader's words. */
export const PHONE_REASON_KEYS: ReasonKeys<PhoneMessageKey> = {
  'phone.voicemail.not-found': 'voicemail.refused.notFound',
  'phone.no-phone': 'voicemail.refused.noPhone',
};
