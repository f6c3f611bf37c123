import { sql, type Kysely } from 'kysely';

// validate_newCustomerLogin (seed 002 §7; issue 16): the account PIN a new customer checks a
// visit with before they have a user id, the failed checks counted per account number and per
// address, and the short-lived grants a check gives (stored hashed). Instants bigint ms.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_pins')
    .addColumn('account_number', 'text', (c) => c.primaryKey().references('accounts.account_number'))
    .addColumn('pin_hash', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('appointment_pin_failures')
    /** the account number as typed, digits only: an unknown one is counted too */
    .addColumn('account_key', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('appointment_pin_failures_account_idx')
    .on('appointment_pin_failures')
    .columns(['account_key', 'at'])
    .execute();
  await db.schema
    .createIndex('appointment_pin_failures_ip_idx')
    .on('appointment_pin_failures')
    .columns(['ip', 'at'])
    .execute();

  await db.schema
    .createTable('appointment_grants')
    /** sha-256 of the grant the browser holds */
    .addColumn('grant_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_number', 'text', (c) => c.notNull().references('accounts.account_number'))
    /** the language the confirmations of a change under the grant are written in */
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'es')`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('appointment_grants').execute();
  await db.schema.dropTable('appointment_pin_failures').execute();
  await db.schema.dropTable('account_pins').execute();
}
