import type { Kysely } from 'kysely';

// Issue 22: what an idempotent request made (a payment's id), written in the same transaction as
// the thing itself, so a key a crash left 'running' can be finished with the real outcome or
// released when nothing was made.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('resource_id', 'text').execute();
  await db.schema
    .createIndex('idempotency_running_idx')
    .on('idempotency_keys')
    .columns(['state', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('idempotency_running_idx').execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('resource_id').execute();
}
