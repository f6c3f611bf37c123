import type { Kysely, Transaction, Updateable } from 'kysely';
import type { EbillPreferencesTable } from '../../../db/schema-billing.ts';
import type { EbillPreferences } from '@coax/domain';
import type { Database } from '../../../db/schema.ts';

/** An account with no row has never chosen: a paper bill, no e-mail, no notices. */
export const DEFAULT_EBILL: EbillPreferences = { email: null, paperBill: true, mailNotify: false };

export async function findEbill(db: Kysely<Database>, accountNumber: string): Promise<EbillPreferences> {
  const row = await db
    .selectFrom('ebill_preferences')
    .select(['email', 'paper_bill', 'mail_notify'])
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
  return row
    ? { email: row.email, paperBill: row.paper_bill === 1, mailNotify: row.mail_notify === 1 }
    : DEFAULT_EBILL;
}

export async function findDisconnectDate(
  db: Kysely<Database>,
  accountNumber: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('accounts')
    .select('disconnect_date')
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
  return row?.disconnect_date ?? null;
}

/** Makes sure the account has a row to update; a row already there is left alone. */
export async function ensureEbillRow(
  db: Kysely<Database>,
  accountNumber: string,
  at: number,
  by: string,
): Promise<void> {
  await db
    .insertInto('ebill_preferences')
    .values({
      account_number: accountNumber,
      email: null,
      paper_bill: 1,
      mail_notify: 0,
      updated_at: at,
      updated_by: by,
    })
    .onConflict((oc) => oc.column('account_number').doNothing())
    .execute();
}

/**
 * Writes `next` only if the row still holds `expected`: a compare-and-set, so two updates that
 * read the same row cannot both win on either database. False when the row had moved on.
 */
export async function replaceEbill(
  db: Kysely<Database>,
  accountNumber: string,
  expected: EbillPreferences,
  next: EbillPreferences,
  at: number,
  by: string,
): Promise<boolean> {
  const res = await db
    .updateTable('ebill_preferences')
    .set({
      email: next.email,
      paper_bill: next.paperBill ? 1 : 0,
      mail_notify: next.mailNotify ? 1 : 0,
      updated_at: at,
      updated_by: by,
    })
    .where('account_number', '=', accountNumber)
    .where('paper_bill', '=', expected.paperBill ? 1 : 0)
    .where('mail_notify', '=', expected.mailNotify ? 1 : 0)
    .where((eb) => (expected.email === null ? eb('email', 'is', null) : eb('email', '=', expected.email)))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Writes the account's preferences, whether or not it had a row. */
export async function upsertEbill(
  db: Kysely<Database> | Transaction<Database>,
  accountNumber: string,
  row: Omit<Updateable<EbillPreferencesTable>, 'account_number'> & {
    email: string | null;
    paper_bill: number;
    mail_notify: number;
    updated_at: number;
    updated_by: string;
  },
): Promise<void> {
  await db
    .insertInto('ebill_preferences')
    .values({ account_number: accountNumber, ...row })
    .onConflict((oc) => oc.column('account_number').doUpdateSet(row))
    .execute();
}
