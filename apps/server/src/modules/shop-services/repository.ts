import type { Kysely, Selectable, Transaction } from 'kysely';
import type { PlanSection } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type {
  ServiceContentTable,
  ServiceOffersTable,
  ServiceOrdersTable,
} from '../../db/schema-shop-services.ts';

export type Db = Kysely<Database> | Transaction<Database>;
export type OfferRow = Selectable<ServiceOffersTable>;
export type OrderRow = Selectable<ServiceOrdersTable> & { name_en: string | null; name_es: string | null };
export type ContentRow = Selectable<ServiceContentTable>;
/** A line of an account's plan with its catalogue entry (its price is the one it was added at). */
export type PlanRow = OfferRow & { plan_cents: number };

export async function pricingArea(db: Db, corpId: string) {
  return db.selectFrom('pricing_areas').selectAll().where('corp_id', '=', corpId).executeTakeFirst();
}

export async function plan(db: Db, accountNumber: string): Promise<PlanRow[]> {
  return db
    .selectFrom('account_services as a')
    .innerJoin('service_offers as o', 'o.code', 'a.code')
    .selectAll('o')
    .select('a.monthly_cents as plan_cents')
    .where('a.account_number', '=', accountNumber)
    .orderBy('a.added_at')
    .orderBy('a.code')
    .execute();
}

/** The catalogue an account may order from: the offered entries for its kind of account. */
export async function offers(db: Db, business: boolean): Promise<OfferRow[]> {
  return db
    .selectFrom('service_offers')
    .selectAll()
    .where('offered', '=', 1)
    .where('business', '=', business ? 1 : 0)
    .orderBy('section')
    .orderBy('kind', 'desc')
    .orderBy('rank')
    .orderBy('code')
    .execute();
}

export async function offer(db: Db, code: string): Promise<OfferRow | undefined> {
  return db.selectFrom('service_offers').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Serialises changes to one account's plan (a no-op update takes the row lock on PostgreSQL). */
export async function lockAccount(trx: Transaction<Database>, accountNumber: string): Promise<void> {
  await trx
    .updateTable('accounts')
    .set((eb) => ({ account_number: eb.ref('account_number') }))
    .where('account_number', '=', accountNumber)
    .execute();
}

export async function removeService(trx: Db, accountNumber: string, code: string): Promise<void> {
  await trx
    .deleteFrom('account_services')
    .where('account_number', '=', accountNumber)
    .where('code', '=', code)
    .execute();
}

export async function addService(
  trx: Db,
  row: { account_number: string; code: string; monthly_cents: number; added_at: number },
): Promise<void> {
  await trx.insertInto('account_services').values(row).execute();
}

/** A new service turns on the account's service flag, so the session's entitlements follow. */
export async function setServiceFlag(trx: Db, accountNumber: string, section: PlanSection): Promise<void> {
  const flag = section === 'tv' ? 'io' : section === 'internet' ? 'ool' : 'ov';
  await trx
    .updateTable('accounts')
    .set({ [flag]: 1 })
    .where('account_number', '=', accountNumber)
    .execute();
}

export async function insertOrder(trx: Db, row: Selectable<ServiceOrdersTable>): Promise<void> {
  await trx.insertInto('service_orders').values(row).execute();
}

export async function insertCharge(
  trx: Db,
  row: { order_id: string; account_number: string; code: string; amount_cents: number },
): Promise<void> {
  await trx
    .insertInto('service_charges')
    .values({ ...row, billed_at: null })
    .execute();
}

/** One-time charges the next bill carries. */
export async function unbilledCharges(db: Db, accountNumber: string) {
  return db
    .selectFrom('service_charges')
    .select(['order_id', 'code', 'amount_cents'])
    .where('account_number', '=', accountNumber)
    .where('billed_at', 'is', null)
    .orderBy('order_id')
    .execute();
}

const ORDERS_SHOWN = 10;

/** orderStatus: the account's latest orders, newest first, named from the catalogue. */
export async function recentOrders(db: Db, accountNumber: string): Promise<OrderRow[]> {
  return db
    .selectFrom('service_orders as r')
    .leftJoin('service_offers as o', 'o.code', 'r.code')
    .selectAll('r')
    .select(['o.name_en', 'o.name_es'])
    .where('r.account_number', '=', accountNumber)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(ORDERS_SHOWN)
    .execute();
}

export async function content(db: Db, kinds: readonly ContentRow['kind'][]): Promise<ContentRow[]> {
  return db
    .selectFrom('service_content')
    .selectAll()
    .where('kind', 'in', [...kinds])
    .orderBy('kind')
    .orderBy('sort')
    .execute();
}
