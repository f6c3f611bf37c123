import type { Kysely } from 'kysely';

// Returns from the store (issue 19 item 6): a return (its RMA) of some lines of an order, with the
// refund worked out when it is made, claimed by the refund job before it asks the processor and
// marked refunded in the transaction that writes the refund's e-mail. Money in cents, instants in ms.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shop_returns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('rma', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'text', (c) => c.notNull().references('shop_orders.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('refund_cents', 'integer', (c) => c.notNull())
    .addColumn('refund_claimed_at', 'bigint')
    .addColumn('refunded_at', 'bigint')
    .addColumn('refund_confirmation', 'text')
    .execute();
  await db.schema.createIndex('shop_returns_order_idx').on('shop_returns').column('order_id').execute();
  await db.schema
    .createIndex('shop_returns_user_idx')
    .on('shop_returns')
    .columns(['user_id', 'refunded_at'])
    .execute();
  await db.schema
    .createIndex('shop_returns_due_idx')
    .on('shop_returns')
    .columns(['refunded_at', 'created_at'])
    .execute();
  await db.schema
    .createTable('shop_return_lines')
    .addColumn('return_id', 'text', (c) => c.notNull().references('shop_returns.id'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('refund_cents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('shop_return_lines_pk', ['return_id', 'line_no'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shop_return_lines').execute();
  await db.schema.dropTable('shop_returns').execute();
}
