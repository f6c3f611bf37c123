import type { Kysely } from 'kysely';
import { auditActorRole } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Principal } from '../session/index.ts';
import { insertAuditRow } from './repository.ts';

/**
 * Every money movement and every change to how an account pays. Names are
 * 'billing.<thing>.<what happened>' so one prefix query finds a whole story.
 */
export type BillingAction =
  | 'billing.payment.made'
  | 'billing.payment.scheduled'
  | 'billing.payment.updated'
  | 'billing.payment.cancelled'
  | 'billing.payment.posted'
  | 'billing.payment.declined'
  | 'billing.payment.failed'
  | 'billing.autopay.set'
  | 'billing.autopay.changed'
  | 'billing.autopay.cancelled'
  | 'billing.method.added'
  | 'billing.method.updated'
  | 'billing.method.removed'
  | 'billing.paperless.changed'
  | 'billing.email-preferences.changed'
  | 'billing.transfer.made'
  | 'billing.transfer.declined'
  | 'billing.transfer.later'
  | 'billing.arrangement.made'
  | 'billing.arrangement.completed'
  | 'billing.arrangement.broken';

/** Who did it, for whom, on which account. */
export interface BillingActor {
  /**
   * the actor: the agent's id when an agent acts, else the subscriber's own id; 'system' for the
   * job runner (stored as actor_id with its role, so the desk never lists a subscriber as an agent)
   */
  agentId: string;
  subjectId: string;
  accountNumber: string;
}

export interface BillingEvent extends BillingActor {
  at: number;
  action: BillingAction;
  /** an HTTP-like outcome: 200 done, 402 declined, 500 failed ... */
  status?: number;
  /**
   * A word or two: amount, payment id, method nickname. Never a card or bank account number:
   * long digit runs are masked below as a last line of defence.
   */
  detail?: string | null;
}

/** The actor for a request; throws nothing, callers have already checked there is a subject account. */
export function actorOf(p: Principal): BillingActor | null {
  const subject = p.subject;
  const accountNumber = subject?.user.account_number;
  if (!subject || !accountNumber) return null;
  return { agentId: p.self.user.id, subjectId: subject.user.id, accountNumber };
}

/**
 * Writes one audit row, a change made by its actor (an agent, the subscriber themself or the job
 * runner); pass the transaction that made the change so both commit or neither does.
 */
export async function recordBillingEvent(db: Kysely<Database>, e: BillingEvent): Promise<void> {
  await insertAuditRow(db, {
    at: e.at,
    actor_id: e.agentId,
    actor_role: auditActorRole(e.agentId, e.subjectId),
    kind: 'change',
    subject_id: e.subjectId,
    account_number: e.accountNumber,
    action: e.action,
    status: e.status ?? 200,
    detail: e.detail === undefined || e.detail === null ? null : maskDigits(e.detail).slice(0, 200),
  });
}

/**
 * A standalone run of 7 or more digits, spaces allowed between them (a card, bank account or
 * routing number), keeps only its last 4. Digits inside an id (pay_3f0812345678…) are not numbers
 * a person owns and are left alone.
 */
export function maskDigits(s: string): string {
  return s.replace(/(?<![A-Za-z0-9_])\d(?: ?\d){6,}(?![A-Za-z0-9_])/g, (m) => {
    const digits = m.replace(/ /g, '');
    return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
  });
}
