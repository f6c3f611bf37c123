import type { ReasonKeys } from '../../../../lib/refusal.ts';
import { createAreaT } from '../../../../i18n/area-t.ts';
import { troubleshootEn } from './en.ts';
import { troubleshootEs } from './es.ts';

export type TroubleshootKey = keyof typeof troubleshootEn;

/** `t` for troubleshooting and tutorials; the messages load with those pages. */
export const useTroubleshootT = createAreaT<TroubleshootKey>({ en: troubleshootEn, es: troubleshootEs });

/** The refusals these pages word themselves. */
export const TROUBLESHOOT_REASON_KEYS: ReasonKeys<TroubleshootKey> = {
  'support.troubleshoot.step': 'troubleshoot.msg.step',
  'support.modem.not-found': 'troubleshoot.msg.modemNotFound',
  'support.modem.restarting': 'troubleshoot.msg.modemRestarting',
  'support.tutorial.not-found': 'tutorials.notFound',
  'support.consent.subscriber-only': 'consent.msg.subscriberOnly',
};
