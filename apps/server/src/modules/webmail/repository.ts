import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

// The id's mailbox. Every query that names a message also names the id, so another person's
// message id reads as no message at all.

export type Db = Kysely<Database> | Transaction<Database>;

const SUMMARY = ['id', 'sender', 'subject', 'received_at', 'status'] as const;

/** Every message, newest first; the id breaks ties so the order never wobbles. */
export async function listMessages(db: Db, userId: string) {
  return db
    .selectFrom('mailbox_messages')
    .select(SUMMARY)
    .where('user_id', '=', userId)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findMessage(db: Db, userId: string, id: string) {
  return db
    .selectFrom('mailbox_messages')
    .select([...SUMMARY, 'body'])
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Turns an unseen message seen; any other status is left as it is. */
export async function markSeen(db: Db, userId: string, id: string): Promise<void> {
  await db
    .updateTable('mailbox_messages')
    .set({ status: 'seen' })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('status', '=', 'unseen')
    .execute();
}

/** Deletes one message; the number of rows deleted. */
export async function deleteMessage(db: Db, userId: string, id: string) {
  const res = await db
    .deleteFrom('mailbox_messages')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

export async function countMessages(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('mailbox_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
