import type { Insertable, Kysely, Transaction } from 'kysely';
import { builtOnce } from '../../../db/built-once.ts';
import type { Database } from '../../../db/schema.ts';
import type {
  PaymentArrangementInstalmentsTable,
  PaymentArrangementsTable,
} from '../../../db/schema-arrangements.ts';

type Q = Kysely<Database> | Transaction<Database>;

// Read by every bill summary: built once (db/built-once.ts).
const current = builtOnce((db: Kysely<Database>, accountNumber: string) =>
  db
    .selectFrom('payment_arrangements')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .orderBy((eb) => eb.case().when('status', '=', 'active').then(0).else(1).end())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1),
);

/** The account's active arrangement, else its latest one; undefined when it never had one. */
export async function currentArrangement(db: Q, accountNumber: string) {
  return (await current(db, accountNumber))[0];
}

/** When the account's last arrangement cancelled for a missed instalment ended (ms), if any. */
export async function lastBrokenAt(db: Q, accountNumber: string): Promise<number | null> {
  const row = await db
    .selectFrom('payment_arrangements')
    .select('ended_at')
    .where('account_number', '=', accountNumber)
    .where('status', '=', 'broken')
    .orderBy('ended_at', 'desc')
    .executeTakeFirst();
  return row?.ended_at ?? null;
}

/** Throws on the one-active-per-account index when another arrangement is already active. */
export async function insertArrangement(trx: Q, row: Insertable<PaymentArrangementsTable>) {
  await trx.insertInto('payment_arrangements').values(row).execute();
}

export async function insertInstalment(trx: Q, row: PaymentArrangementInstalmentsTable) {
  await trx.insertInto('payment_arrangement_instalments').values(row).execute();
}

/** An arrangement's instalments in order, each with its payment as it now stands. */
export function instalmentsOf(db: Q, arrangementId: string) {
  return db
    .selectFrom('payment_arrangement_instalments as i')
    .innerJoin('payments as p', 'p.id', 'i.payment_id')
    .innerJoin('payment_methods as m', 'm.id', 'p.method_id')
    .select([
      'i.seq',
      'p.id as payment_id',
      'p.pay_date',
      'p.amount_cents',
      'p.method_id',
      'p.status',
      'm.nickname',
    ])
    .where('i.arrangement_id', '=', arrangementId)
    .orderBy('i.seq')
    .execute();
}

/** Active arrangements for the job (any account, or only `accountNumber`'s), oldest first. */
export function activeArrangements(db: Q, limit: number, accountNumber?: string) {
  let q = db.selectFrom('payment_arrangements').selectAll().where('status', '=', 'active');
  if (accountNumber !== undefined) q = q.where('account_number', '=', accountNumber);
  return q.orderBy('created_at').orderBy('id').limit(limit).execute();
}

/** Ends an active arrangement; true only for the one caller whose update changed it. */
export async function endArrangement(
  trx: Q,
  id: string,
  status: 'completed' | 'broken',
  now: number,
): Promise<boolean> {
  const res = await trx
    .updateTable('payment_arrangements')
    .set({ status, ended_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Whether a payment is an arrangement's instalment. */
export async function isInstalment(db: Q, paymentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payment_arrangement_instalments')
    .select('payment_id')
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
  return row !== undefined;
}
