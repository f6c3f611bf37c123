import { createAreaT } from '../../../i18n/area-t.ts';
import type { ReasonKeys } from '../../../lib/refusal.ts';
import { webmailEn } from './en.ts';
import { webmailEs } from './es.ts';

export type WebmailMessageKey = keyof typeof webmailEn;

/** `t` for webmail messages; shared ones come from `useT`. */
export const useWebmailT = createAreaT<WebmailMessageKey>({ en: webmailEn, es: webmailEs });

/** The webmail area's refusals in the reader's words. */
export const WEBMAIL_REASON_KEYS: ReasonKeys<WebmailMessageKey> = {
  'webmail.message.not-found': 'webmail.refused.notFound',
  'dashboard.mailbox.maintenance': 'webmail.maintenance',
  'dashboard.mailbox.none': 'webmail.noMailbox',
  'dashboard.mailbox.no-internet': 'webmail.noInternet',
  'dashboard.mailbox.unavailable': 'webmail.unknown',
};
