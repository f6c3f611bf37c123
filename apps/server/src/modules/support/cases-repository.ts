import type { Insertable, Kysely, Transaction } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema.ts';
import type {
  CreditRequestsTable,
  SupportCasesTable,
  TheftReportsTable,
} from '../../db/schema-support-cases.ts';

export type Db = Kysely<Database> | Transaction<Database>;

/** How many cases or requests a desk list shows. */
export const DESK_LIST_LIMIT = 100;

export async function insertCase(
  db: Db,
  row: Insertable<SupportCasesTable>,
  attachmentBase64: string | null,
): Promise<void> {
  await db.insertInto('support_cases').values(row).execute();
  if (attachmentBase64 !== null) {
    await db
      .insertInto('support_case_attachments')
      .values({ case_id: row.id, content_base64: attachmentBase64 })
      .execute();
  }
}

export async function listCasesOfAccount(db: Db, accountNumber: string) {
  return db
    .selectFrom('support_cases')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(DESK_LIST_LIMIT)
    .execute();
}

/** Open cases oldest first (they wait longest), then the latest answered. */
export async function listDeskCases(db: Db) {
  const open = await db
    .selectFrom('support_cases')
    .selectAll()
    .where('status', '=', 'open')
    .orderBy('created_at')
    .orderBy('id')
    .limit(DESK_LIST_LIMIT)
    .execute();
  const answered = await db
    .selectFrom('support_cases')
    .selectAll()
    .where('status', '=', 'answered')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(DESK_LIST_LIMIT - open.length)
    .execute();
  return [...open, ...answered];
}

export async function findCase(db: Db, id: string) {
  return db.selectFrom('support_cases').selectAll().where('id', '=', id).executeTakeFirst();
}
export type CaseRow = NonNullable<Awaited<ReturnType<typeof findCase>>>;

/** Answers an open case; false when it was answered already (by another agent, at the same time). */
export async function answerCase(
  db: Db,
  id: string,
  answer: { text: string; at: number; by: string },
): Promise<boolean> {
  const res = await db
    .updateTable('support_cases')
    .set({ status: 'answered', answer: answer.text, answered_at: answer.at, answered_by: answer.by })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function insertTheftReport(db: Db, row: Insertable<TheftReportsTable>): Promise<void> {
  await db.insertInto('theft_reports').values(row).execute();
}

/**
 * The outages of the node serving the account that cleared since `since`: the node's last one
 * (network_nodes) and its history, newest first.
 */
export async function clearedOutagesOfAccount(db: Db, accountNumber: string, since: number, now: number) {
  const link = await db
    .selectFrom('account_network')
    .select('node_id')
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
  const nodeId = link?.node_id ?? null;
  if (nodeId === null) return [];
  const last = await db
    .selectFrom('network_nodes')
    .select(['id', 'outage_started_at', 'outage_cleared_at'])
    .where('id', '=', nodeId)
    .executeTakeFirst();
  const history = await db
    .selectFrom('node_outage_history')
    .select(['node_id', 'started_at', 'cleared_at'])
    .where('node_id', '=', nodeId)
    .where('cleared_at', '>=', since)
    .where('cleared_at', '<=', now)
    .orderBy('cleared_at', 'desc')
    .execute();
  const out = history.map((h) => ({
    nodeId: h.node_id,
    startedAt: Number(h.started_at),
    clearedAt: Number(h.cleared_at),
  }));
  if (
    last !== undefined &&
    last.outage_started_at !== null &&
    last.outage_cleared_at !== null &&
    Number(last.outage_cleared_at) >= since &&
    Number(last.outage_cleared_at) <= now &&
    !out.some((o) => o.startedAt === Number(last.outage_started_at))
  ) {
    out.unshift({
      nodeId,
      startedAt: Number(last.outage_started_at),
      clearedAt: Number(last.outage_cleared_at),
    });
  }
  return out;
}

/** Writes a credit request; false when the account already asked for this ref (a retry or a race). */
export async function insertCreditRequest(db: Db, row: Insertable<CreditRequestsTable>): Promise<boolean> {
  const res = await db
    .insertInto('credit_requests')
    .values(row)
    .onConflict((oc) => oc.columns(['account_number', 'ref']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function listCreditRequestsOfAccount(db: Db, accountNumber: string) {
  return db
    .selectFrom('credit_requests')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(DESK_LIST_LIMIT)
    .execute();
}

/** Pending requests oldest first, then the latest decided. */
export async function listDeskCreditRequests(db: Db) {
  const pending = await db
    .selectFrom('credit_requests')
    .selectAll()
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .orderBy('id')
    .limit(DESK_LIST_LIMIT)
    .execute();
  const decided = await db
    .selectFrom('credit_requests')
    .selectAll()
    .where('status', '!=', 'pending')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(DESK_LIST_LIMIT - pending.length)
    .execute();
  return [...pending, ...decided];
}

export async function findCreditRequest(db: Db, id: string) {
  return db.selectFrom('credit_requests').selectAll().where('id', '=', id).executeTakeFirst();
}
export type CreditRow = NonNullable<Awaited<ReturnType<typeof findCreditRequest>>>;

/** Decides a pending request; false when another agent decided it first. */
export async function decideCreditRequest(
  db: Db,
  id: string,
  decision: { status: 'approved' | 'declined'; at: number; by: string },
): Promise<boolean> {
  const res = await db
    .updateTable('credit_requests')
    .set({ status: decision.status, decided_at: decision.at, decided_by: decision.by })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function findUser(db: Db, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'language', 'contact_email', 'display_name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertAuditEntry(db: Db, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}
