import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The user's saved home slots, or undefined when they never chose. */
export async function findHomePreferences(db: Kysely<Database>, userId: string) {
  return db.selectFrom('home_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Inserts or replaces the user's two slots in one statement (ON CONFLICT works on both databases). */
export async function saveHomePreferences(
  db: Kysely<Database>,
  row: { user_id: string; home_func1: string; home_func2: string; updated_at: number },
) {
  await db
    .insertInto('home_preferences')
    .values(row)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        home_func1: row.home_func1,
        home_func2: row.home_func2,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

/** How many unheard messages the account's voicemail box holds. */
export async function countNewVoicemails(db: Kysely<Database>, accountNumber: string): Promise<number> {
  const row = await db
    .selectFrom('voicemail_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_number', '=', accountNumber)
    .where('is_new', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many messages the user's mailbox holds, whatever their status. */
export async function countMailboxMessages(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('mailbox_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The newest messages first; the id breaks ties so the order never wobbles between polls. */
export async function newestMailboxMessages(db: Kysely<Database>, userId: string, limit: number) {
  return db
    .selectFrom('mailbox_messages')
    .select(['id', 'subject', 'received_at', 'status'])
    .where('user_id', '=', userId)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
