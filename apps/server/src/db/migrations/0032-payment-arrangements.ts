import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Payment arrangements (issue 20 item 4): the past-due amount split into 2 or 3 dated instalments.
// Each instalment is an ordinary scheduled payment (the posting job makes it); the link table says
// which payments belong to which arrangement. Portable schema only: text, integer, bigint ms.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_arrangements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'completed', 'broken')`))
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('csr_id', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    // when it was completed or cancelled; with status 'broken', the day a new one may be refused from
    .addColumn('ended_at', 'bigint')
    .execute();
  // At most one active arrangement per account, whichever request or agent tries: the second
  // insert fails on this index rather than splitting the same debt twice.
  await db.schema
    .createIndex('payment_arrangements_one_active')
    .on('payment_arrangements')
    .column('account_number')
    .unique()
    .where(sql.ref('status'), '=', 'active')
    .execute();
  // The account's arrangements, the latest first; the job's active ones.
  await db.schema
    .createIndex('payment_arrangements_account_idx')
    .on('payment_arrangements')
    .columns(['account_number', 'created_at'])
    .execute();
  await db.schema
    .createIndex('payment_arrangements_status_idx')
    .on('payment_arrangements')
    .column('status')
    .execute();

  await db.schema
    .createTable('payment_arrangement_instalments')
    .addColumn('arrangement_id', 'text', (c) => c.notNull().references('payment_arrangements.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('payment_id', 'text', (c) => c.notNull().unique().references('payments.id'))
    .addPrimaryKeyConstraint('payment_arrangement_instalments_pk', ['arrangement_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_arrangement_instalments').execute();
  await db.schema.dropTable('payment_arrangements').execute();
}
