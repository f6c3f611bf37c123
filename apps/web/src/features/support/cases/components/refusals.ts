import type { ReasonKeys } from '../../../../lib/refusal.ts';
import type { SupportKey } from '../../i18n/use-support-t.ts';

/** The support cases' words for the refusals they expect. */
export const CASE_REFUSALS: ReasonKeys<SupportKey> = {
  'support.attachment.type': 'support.cases.attachment.type',
  'support.attachment.size': 'support.cases.attachment.size',
  'support.attachment.empty': 'support.cases.attachment.empty',
  'support.special-characters': 'support.theft.special',
  'support.theft.unavailable': 'support.theft.unavailable',
  'support.credit.not-eligible': 'support.credit.notEligible',
  'support.credit.duplicate': 'support.credit.duplicate',
  'support.credit.primary-only': 'support.credit.primaryOnly',
};
