import type { Kysely } from 'kysely';

// Lockout that an attacker cannot turn against a subscriber (issue 15 item 6): a browser where an
// id signed in before carries a device cookie, and its failed sign-ins are counted apart from
// those of every other browser. `trusted_devices` holds the cookie's hash for each id that signed
// in with it (a household's browser may hold several); `login_failures.device_hash` says which
// trusted browser failed, null for any other.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trusted_devices')
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('user_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('trusted_devices_pk', ['token_hash', 'user_key'])
    .execute();
  await db.schema
    .createIndex('trusted_devices_used_idx')
    .on('trusted_devices')
    .column('last_used_at')
    .execute();
  await db.schema.alterTable('login_failures').addColumn('device_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('login_failures').dropColumn('device_hash').execute();
  await db.schema.dropTable('trusted_devices').execute();
}
