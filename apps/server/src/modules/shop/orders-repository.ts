import type { Insertable, Selectable } from 'kysely';
import type { ShopOrderLinesTable, ShopOrdersTable } from '../../db/schema-shop.ts';
import type { Db } from './repository.ts';

export type OrderRow = Selectable<ShopOrdersTable>;
export type OrderLineRow = Selectable<ShopOrderLinesTable>;

/** The service address on file for an account. */
export async function serviceAddress(db: Db, accountNumber: string) {
  return db
    .selectFrom('shop_service_addresses')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
}

/** A live saved payment method of the account (bill pay's); another account's reads as absent. */
export async function savedMethod(db: Db, accountNumber: string, id: string) {
  return db
    .selectFrom('payment_methods')
    .select(['id', 'gateway_token', 'last4'])
    .where('id', '=', id)
    .where('account_number', '=', accountNumber)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/** Removes the cart; answers whether there was one (two checkouts of one cart: one wins). */
export async function takeCart(db: Db, userId: string): Promise<boolean> {
  await db.deleteFrom('shop_cart_items').where('user_id', '=', userId).execute();
  const res = await db.deleteFrom('shop_carts').where('user_id', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Writes an order and its lines. */
export async function insertOrder(
  db: Db,
  order: Insertable<ShopOrdersTable>,
  lines: Insertable<ShopOrderLinesTable>[],
): Promise<void> {
  await db.insertInto('shop_orders').values(order).execute();
  if (lines.length > 0) {
    await db.insertInto('shop_order_lines').values(lines).execute();
  }
}

/** Moves an order from charging to placed; answers whether this call did it. */
export async function markPlaced(db: Db, id: string): Promise<boolean> {
  const res = await db
    .updateTable('shop_orders')
    .set({ state: 'placed' })
    .where('id', '=', id)
    .where('state', '=', 'charging')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Removes an order whose charge was refused (it never was one); answers whether it was there. */
export async function dropOrder(db: Db, id: string): Promise<boolean> {
  await db.deleteFrom('shop_order_lines').where('order_id', '=', id).execute();
  const res = await db
    .deleteFrom('shop_orders')
    .where('id', '=', id)
    .where('state', '=', 'charging')
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** One order by id. */
export async function findOrderById(db: Db, id: string) {
  return db.selectFrom('shop_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One order of a user by its number; another user's reads as absent. */
export async function findOrder(db: Db, userId: string, number: string) {
  return db
    .selectFrom('shop_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('number', '=', number)
    .executeTakeFirst();
}

/** A user's orders, newest first; only those placed within `placed` when given. */
export async function listOrders(
  db: Db,
  userId: string,
  placed: { after?: number; atOrBefore?: number } = {},
) {
  let q = db.selectFrom('shop_orders').selectAll().where('user_id', '=', userId);
  if (placed.after !== undefined) {
    q = q.where('placed_at', '>', placed.after);
  }
  if (placed.atOrBefore !== undefined) {
    q = q.where('placed_at', '<=', placed.atOrBefore);
  }
  return q.orderBy('placed_at', 'desc').orderBy('number', 'desc').limit(200).execute();
}

/** Records a user's review answer for an order of theirs; answers whether the order is theirs. */
export async function setReview(
  db: Db,
  userId: string,
  number: string,
  review: { status: 'reviewed' | 'dismissed'; rating: number | null; at: number },
): Promise<boolean> {
  const res = await db
    .updateTable('shop_orders')
    .set({ review_status: review.status, review_rating: review.rating, reviewed_at: review.at })
    .where('user_id', '=', userId)
    .where('number', '=', number)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** The lines of some orders, in order. */
export async function linesOf(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('shop_order_lines')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('line_no')
    .execute();
}

/** Orders still 'charging' that were recorded before `before`, oldest first. */
export async function stuckOrders(db: Db, before: number) {
  return db
    .selectFrom('shop_orders')
    .selectAll()
    .where('state', '=', 'charging')
    .where('placed_at', '<', before)
    .orderBy('placed_at')
    .limit(100)
    .execute();
}

/** Where a user's confirmations go. */
export async function emailOf(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('contact_email')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.contact_email ?? null;
}
