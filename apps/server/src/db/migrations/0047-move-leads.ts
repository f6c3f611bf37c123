import type { Kysely } from 'kysely';

// easyMoveLead (issue 19 item 8): an account's move request, one open at a time: the new address,
// the day, where to call, and whether the new ZIP is served. Cancelled rows stay for the record.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('move_leads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('account_number', 'text', (c) => c.notNull().references('accounts.account_number'))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('move_on', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('line2', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('served', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('cancelled_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('move_leads_account_idx')
    .on('move_leads')
    .columns(['account_number', 'cancelled_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('move_leads').execute();
}
