import type { Kysely } from 'kysely';

// Outage notices (issue 15 item 1, the contact entries' "outage" choice; seed 000 §8 'Outage
// detected', seed 002 §8 'service restored'): one row per id, per outage of a node (its start), per
// kind of notice, written in the transaction that writes the messages, so each is sent once. A
// row is written even when the id's entries take no outage notices, so a pass never looks at that
// id again for that outage.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outage_notices')
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('written_at', 'bigint', (c) => c.notNull())
    .addColumn('messages', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('outage_notices_pk', ['node_id', 'started_at', 'kind', 'user_id'])
    .execute();
  await db.schema
    .createIndex('outage_notices_written_idx')
    .on('outage_notices')
    .column('written_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outage_notices').execute();
}
