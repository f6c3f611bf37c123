import type { Kysely } from 'kysely';

// Promotions ending (issue 20 item 2): a discounted service, its promotional and regular monthly
// price and its last day; `notice_sent_at` records the one e-mail sent 30 days before the end.
// Portable schema only: text, integer, bigint ms.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promotions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_number', 'text', (c) => c.notNull())
    // the rate code of the service the promotion lowers (INT300)
    .addColumn('service_code', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_es', 'text', (c) => c.notNull())
    .addColumn('promo_price_cents', 'integer', (c) => c.notNull())
    .addColumn('regular_price_cents', 'integer', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('notice_sent_at', 'bigint')
    .execute();
  await db.schema.createIndex('promotions_account_idx').on('promotions').column('account_number').execute();
  // The notice job: promotions ending soon whose e-mail has not gone.
  await db.schema
    .createIndex('promotions_notice_idx')
    .on('promotions')
    .columns(['notice_sent_at', 'ends_on'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('promotions').execute();
}
