import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Subscribers whose id or account number starts with the search (digits of an account number may be typed with hyphens). */
export async function searchSubscribers(db: Kysely<Database>, q: string, limit = 20) {
  const text = q.trim().toLowerCase();
  const digits = text.replace(/[-\s]/g, '');
  return db
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.account_number', 'users.account_number')
    .select(['users.id', 'users.account_number', 'users.primary_user', 'accounts.biz'])
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

export async function insertAudit(
  db: Kysely<Database>,
  entry: {
    at: number;
    agentId: string;
    subjectId: string;
    accountNumber: string;
    action: string;
    status: number;
  },
) {
  await db
    .insertInto('audit_log')
    .values({
      at: entry.at,
      agent_id: entry.agentId,
      subject_id: entry.subjectId,
      account_number: entry.accountNumber,
      action: entry.action,
      status: entry.status,
    })
    .execute();
}

export async function listAudit(
  db: Kysely<Database>,
  opts: { subjectId?: string | undefined; limit: number },
) {
  let q = db.selectFrom('audit_log').selectAll();
  if (opts.subjectId) q = q.where('subject_id', '=', opts.subjectId.toLowerCase());
  return q.orderBy('at', 'desc').limit(opts.limit).execute();
}
