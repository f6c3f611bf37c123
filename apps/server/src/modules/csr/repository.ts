import type { Insertable, Kysely } from 'kysely';
import type { AuditKind } from '@coax/domain';
import type { AuditLogTable, Database } from '../../db/schema.ts';

/** Subscribers whose id or account number starts with the search (digits of an account number may be typed with hyphens). */
export async function searchSubscribers(db: Kysely<Database>, q: string, limit = 20) {
  const text = q.trim().toLowerCase();
  const digits = text.replace(/[-\s]/g, '');
  return db
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.account_number', 'users.account_number')
    .select(['users.id', 'users.account_number', 'users.primary_user', 'accounts.biz', 'accounts.corp_id'])
    .where('users.role', '=', 'subscriber')
    .where((eb) =>
      eb.or([
        eb('users.id', 'like', `${escapeLike(text)}%`),
        ...(/^\d+$/.test(digits) ? [eb('users.account_number', 'like', `${digits}%`)] : []),
      ]),
    )
    .orderBy('users.account_number')
    .orderBy('users.id')
    .limit(limit)
    .execute();
}

const escapeLike = (s: string) => s.replace(/[%_\\]/g, '');

/** One audit entry; pass the transaction that made the change, if any, so both commit or neither does. */
export async function insertAudit(db: Kysely<Database>, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

export interface AuditFilter {
  actorId?: string | undefined;
  subjectId?: string | undefined;
  kinds: readonly AuditKind[];
  /** instants (ms), from inclusive, to exclusive */
  fromAt?: number | undefined;
  toAt?: number | undefined;
  /** the last entry of the page before: the next page holds the entries older than it */
  after?: { at: number; id: number } | undefined;
  limit: number;
}

/** A page of the log, newest first; `id` breaks ties between entries of the same instant. */
export async function listAudit(db: Kysely<Database>, f: AuditFilter) {
  let q = db
    .selectFrom('audit_log')
    .selectAll()
    .where('kind', 'in', [...f.kinds]);
  if (f.actorId) q = q.where('actor_id', '=', f.actorId);
  if (f.subjectId) q = q.where('subject_id', '=', f.subjectId);
  if (f.fromAt !== undefined) q = q.where('at', '>=', f.fromAt);
  if (f.toAt !== undefined) q = q.where('at', '<', f.toAt);
  const after = f.after;
  if (after) {
    q = q.where((eb) =>
      eb.or([eb('at', '<', after.at), eb.and([eb('at', '=', after.at), eb('id', '<', after.id)])]),
    );
  }
  return q.orderBy('at', 'desc').orderBy('id', 'desc').limit(f.limit).execute();
}
