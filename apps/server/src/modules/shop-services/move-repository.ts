import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MoveLeadsTable } from '../../db/schema-shop-services.ts';
import type { Db } from './repository.ts';

export type MoveLeadRow = Selectable<MoveLeadsTable>;

/** The account's open move request. */
export async function openLead(db: Db, accountNumber: string) {
  return db
    .selectFrom('move_leads')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .where('cancelled_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export async function insertLead(trx: Transaction<Database>, row: Insertable<MoveLeadsTable>) {
  await trx.insertInto('move_leads').values(row).execute();
}

/** Changes the open request's details; the reference and the day it was first sent stay. */
export async function updateLead(
  trx: Transaction<Database>,
  id: string,
  change: Pick<
    MoveLeadsTable,
    'move_on' | 'street' | 'line2' | 'city' | 'state' | 'zip' | 'phone' | 'served' | 'updated_at'
  >,
) {
  await trx.updateTable('move_leads').set(change).where('id', '=', id).execute();
}

/** Cancels the account's open request; answers whether there was one. */
export async function cancelLead(trx: Transaction<Database>, accountNumber: string, at: number) {
  const res = await trx
    .updateTable('move_leads')
    .set({ cancelled_at: at, updated_at: at })
    .where('account_number', '=', accountNumber)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Whether the operator serves a ZIP: the store's tax table lists every ZIP it sells into. */
export async function zipServed(db: Db, zip: string): Promise<boolean> {
  const row = await db.selectFrom('shop_tax_rates').select('zip').where('zip', '=', zip).executeTakeFirst();
  return row !== undefined;
}
