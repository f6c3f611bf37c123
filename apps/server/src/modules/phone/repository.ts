import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

// The phone line and its voicemail box. Every query that names a message also names the
// account, so another account's message id reads as no message at all.

export type Db = Kysely<Database> | Transaction<Database>;

const MESSAGE_COLUMNS = [
  'id',
  'from_name',
  'from_number',
  'received_at',
  'duration_seconds',
  'is_new',
  'transcript',
  'transcript_language',
] as const;

/** The account's line number, or undefined when the records have none. */
export async function findPhoneNumber(db: Db, accountNumber: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('phone_lines')
    .select('phone_number')
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
  return row?.phone_number;
}

/** The box's messages, newest first; the id breaks ties so the order never wobbles. */
export async function listVoicemails(db: Db, accountNumber: string) {
  return db
    .selectFrom('voicemail_messages')
    .select(MESSAGE_COLUMNS)
    .where('account_number', '=', accountNumber)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One message of the account's box, or undefined. */
export async function findVoicemail(db: Db, accountNumber: string, id: string) {
  return db
    .selectFrom('voicemail_messages')
    .select(MESSAGE_COLUMNS)
    .where('account_number', '=', accountNumber)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** How many messages the box holds, and how many of them are new. */
export async function countVoicemails(db: Db, accountNumber: string) {
  const row = await db
    .selectFrom('voicemail_messages')
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.sum<number | null>('is_new').as('fresh')])
    .where('account_number', '=', accountNumber)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), newCount: Number(row.fresh ?? 0) };
}

/** Marks one of the account's messages new (1) or heard (0); the number of rows changed. */
export async function setVoicemailNew(db: Db, accountNumber: string, id: string, isNew: 0 | 1) {
  const res = await db
    .updateTable('voicemail_messages')
    .set({ is_new: isNew })
    .where('account_number', '=', accountNumber)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Deletes one of the account's messages; the number of rows deleted. */
export async function deleteVoicemail(db: Db, accountNumber: string, id: string) {
  const res = await db
    .deleteFrom('voicemail_messages')
    .where('account_number', '=', accountNumber)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
