import type { Kysely } from 'kysely';

// updateReviewStatus (issue 19 item 5): whether the subscriber rated a delivered order or declined
// to, and the stars. Orders placed before this read as 'pending'.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('shop_orders')
    .addColumn('review_status', 'text', (c) => c.notNull().defaultTo('pending'))
    .execute();
  await db.schema.alterTable('shop_orders').addColumn('review_rating', 'integer').execute();
  await db.schema.alterTable('shop_orders').addColumn('reviewed_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shop_orders').dropColumn('reviewed_at').execute();
  await db.schema.alterTable('shop_orders').dropColumn('review_rating').execute();
  await db.schema.alterTable('shop_orders').dropColumn('review_status').execute();
}
