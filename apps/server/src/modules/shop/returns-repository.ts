import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ShopReturnLinesTable, ShopReturnsTable } from '../../db/schema-shop-returns.ts';
import type { Db } from './repository.ts';

export type ReturnRow = Selectable<ShopReturnsTable>;
export type ReturnLineRow = Selectable<ShopReturnLinesTable>;

/**
 * Locks an order's row until the transaction ends (PostgreSQL), so two returns of one order are
 * checked one after the other; SQLite serialises writing transactions already.
 */
export async function lockOrder(trx: Transaction<Database>, orderId: string): Promise<void> {
  await trx.selectFrom('shop_orders').select('id').where('id', '=', orderId).forUpdate().execute();
}

/** The returns of some orders, oldest first. */
export async function returnsOfOrders(db: Db, orderIds: string[]): Promise<ReturnRow[]> {
  if (orderIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('shop_returns')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('created_at')
    .orderBy('rma')
    .execute();
}

/** The lines of some returns. */
export async function linesOfReturns(db: Db, returnIds: string[]): Promise<ReturnLineRow[]> {
  if (returnIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('shop_return_lines')
    .selectAll()
    .where('return_id', 'in', returnIds)
    .orderBy('return_id')
    .orderBy('line_no')
    .execute();
}

/** Writes a return and its lines. */
export async function insertReturn(
  db: Db,
  row: Insertable<ShopReturnsTable>,
  lines: Insertable<ShopReturnLinesTable>[],
): Promise<void> {
  await db.insertInto('shop_returns').values(row).execute();
  await db.insertInto('shop_return_lines').values(lines).execute();
}

/** One return by id. */
export async function findReturnById(db: Db, id: string) {
  return db.selectFrom('shop_returns').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One return of a user by its RMA number; another user's reads as absent. */
export async function findReturn(db: Db, userId: string, rma: string) {
  return db
    .selectFrom('shop_returns')
    .selectAll()
    .where('user_id', '=', userId)
    .where('rma', '=', rma)
    .executeTakeFirst();
}

/**
 * Returns received by `receivedBy` (made before it) and not refunded, whose refund nobody holds
 * (never claimed, or claimed before `staleBefore`), oldest first, with what the refund needs of
 * the order.
 */
export async function dueRefunds(db: Db, receivedBy: number, staleBefore: number) {
  return db
    .selectFrom('shop_returns as r')
    .innerJoin('shop_orders as o', 'o.id', 'r.order_id')
    .select([
      'r.id',
      'r.rma',
      'r.user_id',
      'r.refund_cents',
      'o.id as order_id',
      'o.number',
      'o.gateway_token',
      'o.last4',
    ])
    .where('r.refunded_at', 'is', null)
    .where('r.created_at', '<=', receivedBy)
    .where((eb) =>
      eb.or([eb('r.refund_claimed_at', 'is', null), eb('r.refund_claimed_at', '<', staleBefore)]),
    )
    .orderBy('r.created_at')
    .limit(100)
    .execute();
}

/**
 * Takes a return's refund on: only when it is not refunded and nobody holds it (or the holder's
 * claim is older than `staleBefore`). Answers whether this call took it.
 */
export async function claimRefund(db: Db, id: string, now: number, staleBefore: number): Promise<boolean> {
  const res = await db
    .updateTable('shop_returns')
    .set({ refund_claimed_at: now })
    .where('id', '=', id)
    .where('refunded_at', 'is', null)
    .where((eb) => eb.or([eb('refund_claimed_at', 'is', null), eb('refund_claimed_at', '<', staleBefore)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Marks a return refunded; answers whether this call did it. */
export async function markRefunded(db: Db, id: string, at: number, confirmation: string): Promise<boolean> {
  const res = await db
    .updateTable('shop_returns')
    .set({ refunded_at: at, refund_confirmation: confirmation })
    .where('id', '=', id)
    .where('refunded_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** A user's refunded returns, newest first, with the order's number and the card's last 4. */
export async function refundsOf(db: Db, userId: string) {
  return db
    .selectFrom('shop_returns as r')
    .innerJoin('shop_orders as o', 'o.id', 'r.order_id')
    .select(['r.rma', 'r.refund_cents', 'r.refunded_at', 'r.refund_confirmation', 'o.number', 'o.last4'])
    .where('r.user_id', '=', userId)
    .where('r.refunded_at', 'is not', null)
    .orderBy('r.refunded_at', 'desc')
    .orderBy('r.rma', 'desc')
    .limit(200)
    .execute();
}
