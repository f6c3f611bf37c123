import type { AuditEntry } from '@coax/contract';
import { AUDIT_SESSION_ACTIONS, AUDIT_SIGN_IN_BAN_LIFTED } from '@coax/domain';
import type { csrEn } from '../i18n/en.ts';

type CsrKey = keyof typeof csrEn;

/**
 * The entries an agent looks for, in the page's language: the acting session and every billing
 * event. A call made while acting (`GET /api/...`) has no words of its own and is shown as it is.
 */
const ACTION_KEYS: Readonly<Record<string, CsrKey>> = {
  [AUDIT_SESSION_ACTIONS.started]: 'csr.auditAction.started',
  [AUDIT_SESSION_ACTIONS.stopped]: 'csr.auditAction.stopped',
  [AUDIT_SIGN_IN_BAN_LIFTED]: 'csr.auditAction.signInBanLifted',
  'billing.payment.made': 'csr.auditAction.billing.payment.made',
  'billing.payment.scheduled': 'csr.auditAction.billing.payment.scheduled',
  'billing.payment.updated': 'csr.auditAction.billing.payment.updated',
  'billing.payment.cancelled': 'csr.auditAction.billing.payment.cancelled',
  'billing.payment.posted': 'csr.auditAction.billing.payment.posted',
  'billing.payment.declined': 'csr.auditAction.billing.payment.declined',
  'billing.payment.failed': 'csr.auditAction.billing.payment.failed',
  'billing.autopay.set': 'csr.auditAction.billing.autopay.set',
  'billing.autopay.changed': 'csr.auditAction.billing.autopay.changed',
  'billing.autopay.cancelled': 'csr.auditAction.billing.autopay.cancelled',
  'billing.method.added': 'csr.auditAction.billing.method.added',
  'billing.method.updated': 'csr.auditAction.billing.method.updated',
  'billing.method.removed': 'csr.auditAction.billing.method.removed',
  'billing.paperless.changed': 'csr.auditAction.billing.paperless.changed',
  'billing.email-preferences.changed': 'csr.auditAction.billing.email-preferences.changed',
  'billing.transfer.made': 'csr.auditAction.billing.transfer.made',
  'billing.transfer.declined': 'csr.auditAction.billing.transfer.declined',
  'billing.transfer.later': 'csr.auditAction.billing.transfer.later',
  'billing.arrangement.made': 'csr.auditAction.billing.arrangement.made',
  'billing.arrangement.completed': 'csr.auditAction.billing.arrangement.completed',
  'billing.arrangement.broken': 'csr.auditAction.billing.arrangement.broken',
};

/** The catalogue key for an entry's action, when it has words of its own. */
export const actionKey = (action: string): CsrKey | undefined => ACTION_KEYS[action];

/** Who did it, for the Agent column: an agent's id, or the subscriber or the system named as such. */
export function actorWords(
  e: Pick<AuditEntry, 'actorId' | 'actorRole'>,
): { key: 'csr.auditBySubscriber' | 'csr.auditBySystem'; id: string } | null {
  if (e.actorRole === 'agent') return null;
  return { key: e.actorRole === 'system' ? 'csr.auditBySystem' : 'csr.auditBySubscriber', id: e.actorId };
}
