import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type Db = Kysely<Database>;

/** Every product of the catalogue, in shop order. */
export async function listProducts(db: Db) {
  return db.selectFrom('shop_products').selectAll().orderBy('sort').execute();
}
export type ProductRow = Awaited<ReturnType<typeof listProducts>>[number];

/** One product. */
export async function findProduct(db: Db, id: number) {
  return db.selectFrom('shop_products').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The models of some products (all when `productIds` is absent), in shop order. */
export async function listModels(db: Db, productIds?: number[]) {
  let q = db.selectFrom('shop_models').selectAll().orderBy('sort');
  if (productIds) q = q.where('product_id', 'in', productIds.length ? productIds : [-1]);
  return q.execute();
}
export type ModelRow = Awaited<ReturnType<typeof listModels>>[number];

/** The opt_pricing entries of some models. */
export async function listPricing(db: Db, skus: string[]) {
  if (skus.length === 0) return [];
  return db.selectFrom('shop_model_pricing').selectAll().where('sku', 'in', skus).execute();
}
export type PricingRow = Awaited<ReturnType<typeof listPricing>>[number];

/** One model by sku. */
export async function findModel(db: Db, sku: string) {
  return db.selectFrom('shop_models').selectAll().where('sku', '=', sku).executeTakeFirst();
}

/** The cart of a user: when it last changed, and its items in the order they were added. */
export async function findCart(db: Db, userId: string) {
  const cart = await db
    .selectFrom('shop_carts')
    .select('updated_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!cart) return null;
  const items = await db
    .selectFrom('shop_cart_items')
    .select(['sku', 'quantity', 'added_at'])
    .where('user_id', '=', userId)
    .orderBy('added_at')
    .orderBy('sku')
    .execute();
  return { updatedAt: Number(cart.updated_at), items };
}

/** Removes a user's cart and its items. */
export async function deleteCart(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('shop_cart_items').where('user_id', '=', userId).execute();
  await db.deleteFrom('shop_carts').where('user_id', '=', userId).execute();
}

/** Marks the cart changed at `now`, creating it when there is none. */
export async function touchCart(db: Db, userId: string, now: number): Promise<void> {
  await db
    .insertInto('shop_carts')
    .values({ user_id: userId, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ updated_at: now }))
    .execute();
}

/** Sets how many of a model the cart holds; 0 takes it out. */
export async function setCartItem(db: Db, userId: string, sku: string, quantity: number, now: number) {
  if (quantity === 0) {
    await db.deleteFrom('shop_cart_items').where('user_id', '=', userId).where('sku', '=', sku).execute();
    return;
  }
  await db
    .insertInto('shop_cart_items')
    .values({ user_id: userId, sku, quantity, added_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'sku']).doUpdateSet({ quantity }))
    .execute();
}

/** The tax table's rates for a ZIP and some rate codes. */
export async function taxRates(db: Db, zip: string, ratecodes: string[]) {
  if (ratecodes.length === 0) return [];
  return db
    .selectFrom('shop_tax_rates')
    .select(['ratecode', 'rate_ppm'])
    .where('zip', '=', zip)
    .where('ratecode', 'in', ratecodes)
    .execute();
}

/** Whether the tax table has the ZIP at all. */
export async function zipHasTax(db: Db, zip: string): Promise<boolean> {
  const row = await db
    .selectFrom('shop_tax_rates')
    .select('zip')
    .where('zip', '=', zip)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The ZIP of an account's service address, if it has one on file. */
export async function serviceZip(db: Db, accountNumber: string): Promise<string | null> {
  const row = await db
    .selectFrom('shop_service_addresses')
    .select('zip')
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
  return row?.zip ?? null;
}
