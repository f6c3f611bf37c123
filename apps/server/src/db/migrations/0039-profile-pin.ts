import type { Kysely } from 'kysely';

// The signed-in user's profile (issue 15 item 1): each id's contact entries (seed 002 §3 Contact
// info entries: phone id 1, e-mail id 3; the addresses stay in users.contact_phone and
// users.contact_email, where recovery reads them), and the auxiliary PIN (seed 002 §7
// getAuxPin, setAuxPin, confirmAuxPin), stored hashed, with its confirm tries.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_methods')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('method_id', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('method_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    // the entry's preferences, comma-separated, in the catalogue's order
    .addColumn('preferences', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('contact_methods_pk', ['user_id', 'method_id'])
    .execute();

  await db.schema.alterTable('users').addColumn('aux_pin_hash', 'text').execute();
  await db.schema.alterTable('users').addColumn('aux_pin_set_at', 'bigint').execute();

  await db.schema
    .createTable('aux_pin_attempts')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('aux_pin_attempts_user_idx')
    .on('aux_pin_attempts')
    .columns(['user_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('aux_pin_attempts').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('aux_pin_set_at').execute();
  await db.schema.alterTable('users').dropColumn('aux_pin_hash').execute();
  await db.schema.dropTable('contact_methods').ifExists().execute();
}
