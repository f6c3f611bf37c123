import { sql, type Kysely } from 'kysely';

// The outbox (platform/outbox): e-mail and texts written in the same transaction as the change
// they tell of, and delivered afterwards by a job, so a message is never lost when the change
// commits and never sent for a change that rolled back. A row is claimed before it is sent, so
// two job runners never send it twice. Texts, which have no gateway here, go to text_log.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'text')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    /** e-mail only; empty for a text */
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    /** which change it tells of (e.g. 'appointments:<confirmation number>'), for readers and tests */
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    /** set by the runner that claimed it; a claim older than the lease may be taken over */
    .addColumn('claim_id', 'text')
    .addColumn('claimed_at', 'bigint')
    .addColumn('sent_at', 'bigint')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('outbox_pending_idx').on('outbox').columns(['sent_at', 'created_at']).execute();
  await db.schema.createIndex('outbox_topic_idx').on('outbox').columns(['topic']).execute();

  await db.schema
    .createTable('text_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('text_log_sent_idx').on('text_log').columns(['sent_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('text_log').execute();
  await db.schema.dropTable('outbox').execute();
}
