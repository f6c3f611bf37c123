import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Whether any account belongs to the corp: a corp the operator serves. */
export async function corpIsServed(db: Kysely<Database>, corpId: string): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('account_number')
    .where('corp_id', '=', corpId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The notifications live at `now` for a reader: those for everyone, and those for the reader's
 * corp when there is one. Newest first.
 */
export async function listLiveNotifications(db: Kysely<Database>, now: number, corpId: string | null) {
  return db
    .selectFrom('support_notifications')
    .selectAll()
    .where('published_at', '<=', now)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .where((eb) =>
      corpId === null
        ? eb('corp_id', 'is', null)
        : eb.or([eb('corp_id', 'is', null), eb('corp_id', '=', corpId)]),
    )
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One notification live at `now`, whoever it is for. */
export async function findLiveNotification(db: Kysely<Database>, now: number, id: number) {
  return db
    .selectFrom('support_notifications')
    .selectAll()
    .where('id', '=', id)
    .where('published_at', '<=', now)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
}

export type NotificationRow = NonNullable<Awaited<ReturnType<typeof findLiveNotification>>>;
