import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

// The agent desk's list queries: every account's reports and ended chats, newest first.

type Db = Kysely<Database> | Transaction<Database>;

export async function latestServiceCases(db: Db, limit: number) {
  return db
    .selectFrom('support_service_cases')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function latestTheftReports(db: Db, limit: number) {
  return db
    .selectFrom('theft_reports')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Chats no longer open (ended, or kept as an e-mail case), with who had them. */
export async function latestClosedChats(db: Db, limit: number) {
  return db
    .selectFrom('support_chats as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('users as a', 'a.id', 'c.agent_id')
    .selectAll('c')
    .select(['u.display_name as user_name', 'a.display_name as agent_name'])
    .where('c.status', 'in', ['ended', 'case'])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
}

/** Every message of the chats, in order, with the display name of who wrote each. */
export async function messagesOfChats(db: Db, chatIds: string[]) {
  if (chatIds.length === 0) return [];
  const rows = await db
    .selectFrom('support_chat_messages as m')
    .leftJoin('users as u', 'u.id', 'm.author_id')
    .selectAll('m')
    .select('u.display_name as author_name')
    .where('m.chat_id', 'in', chatIds)
    .orderBy('m.chat_id')
    .orderBy('m.seq')
    .execute();
  return rows.map((r) => ({ ...r, seq: Number(r.seq), created_at: Number(r.created_at) }));
}
