import type { Kysely } from 'kysely';

// Orders from the store (issue 19 items 4 and 5): the order, recorded before its charge with state
// 'charging' and moved to 'placed' in the transaction that writes its confirmation e-mail, and its
// lines as priced when placed. No card number is kept anywhere: a saved method's id or the
// gateway's token for a new card, and the last 4. Money in cents, instants in ms.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shop_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('account_number', 'text', (c) => c.notNull().references('accounts.account_number'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('placed_at', 'bigint', (c) => c.notNull())
    .addColumn('before_tax_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('addr_line1', 'text', (c) => c.notNull())
    .addColumn('addr_line2', 'text')
    .addColumn('addr_city', 'text', (c) => c.notNull())
    .addColumn('addr_state', 'text', (c) => c.notNull())
    .addColumn('addr_zip', 'text', (c) => c.notNull())
    .addColumn('method_id', 'text')
    .addColumn('gateway_token', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shop_orders_user_idx')
    .on('shop_orders')
    .columns(['user_id', 'placed_at'])
    .execute();
  await db.schema
    .createTable('shop_order_lines')
    .addColumn('order_id', 'text', (c) => c.notNull().references('shop_orders.id'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_es', 'text', (c) => c.notNull())
    .addColumn('option_en', 'text', (c) => c.notNull())
    .addColumn('option_es', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('cost_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('shop_order_lines_pk', ['order_id', 'line_no'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shop_order_lines').execute();
  await db.schema.dropTable('shop_orders').execute();
}
