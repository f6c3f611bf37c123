import type { Kysely } from 'kysely';

// Pricing and My services (issue 19 items 7 and 8): the operator's pricing areas (IsRegulated by
// footprint), the catalogue of service tiers and add-ons in English and Spanish, each account's
// plan, the orders My services made and the one-time charges they leave for the next bill, and
// the content of /smarthome-info and /showtimeoffer. Portable schema: text, integer, bigint ms.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pricing_areas')
    .addColumn('corp_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    // null: the operator has not said (seed 002 §5: an error, the page shows the fallback)
    .addColumn('is_regulated', 'integer')
    .execute();
  await db.schema
    .createTable('service_offers')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('business', 'integer', (c) => c.notNull())
    // the order of tiers within a section: higher is more
    .addColumn('rank', 'integer', (c) => c.notNull())
    // 0: on bills of accounts that have it, but no longer offered
    .addColumn('offered', 'integer', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_es', 'text', (c) => c.notNull())
    .addColumn('blurb_en', 'text', (c) => c.notNull())
    .addColumn('blurb_es', 'text', (c) => c.notNull())
    .addColumn('monthly_cents', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('account_services')
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().references('service_offers.code'))
    .addColumn('monthly_cents', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_services_pk', ['account_number', 'code'])
    .execute();
  await db.schema
    .createTable('service_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason_code', 'text')
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('service_orders_account_idx')
    .on('service_orders')
    .columns(['account_number', 'created_at'])
    .execute();
  await db.schema
    .createTable('service_charges')
    .addColumn('order_id', 'text', (c) => c.notNull().references('service_orders.id'))
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    // null until a statement carries it
    .addColumn('billed_at', 'bigint')
    .addPrimaryKeyConstraint('service_charges_pk', ['order_id', 'code'])
    .execute();
  await db.schema
    .createIndex('service_charges_account_idx')
    .on('service_charges')
    .columns(['account_number', 'billed_at'])
    .execute();
  await db.schema
    .createTable('service_content')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // slide, nest, animation, section, offer
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_es', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('body_es', 'text', (c) => c.notNull())
    // a nest flag's 1 or 0; an animation setting's milliseconds
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('service_content_kind_idx')
    .on('service_content')
    .columns(['kind', 'sort'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'service_content',
    'service_charges',
    'service_orders',
    'account_services',
    'service_offers',
    'pricing_areas',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
