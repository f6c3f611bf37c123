import type { Kysely } from 'kysely';

// The identity area (issue 15): a user id's names, the permissions a primary user gives a
// secondary one (seed 002 §3 Optimum ID user), its e-mail opt-in, the contact it recovers a
// password through; and the recovery tokens and tries (seed 002 §4, §5, §8).
const USER_FLAGS = ['parental_controls', 'voice', 'ovp', 'cso', 'oac', 'oacadm', 'email_opt_in'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('first_name', 'text').execute();
  await db.schema.alterTable('users').addColumn('last_name', 'text').execute();
  await db.schema.alterTable('users').addColumn('contact_email', 'text').execute();
  await db.schema.alterTable('users').addColumn('contact_phone', 'text').execute();
  for (const flag of USER_FLAGS) {
    await db.schema
      .alterTable('users')
      .addColumn(flag, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema.createIndex('users_contact_email_idx').on('users').column('contact_email').execute();
  await db.schema.createIndex('users_contact_phone_idx').on('users').column('contact_phone').execute();

  // A token is stored as its sha-256 only; it is bound to the (sanitised) id it was asked for,
  // known or not, so the answer for an unknown id looks like any other.
  await db.schema
    .createTable('recovery_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_key', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('temp_password_hash', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('recovery_tokens_user_idx').on('recovery_tokens').column('user_key').execute();
  await db.schema
    .createIndex('recovery_tokens_expires_idx')
    .on('recovery_tokens')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('recovery_attempts')
    .addColumn('user_key', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recovery_attempts_user_idx')
    .on('recovery_attempts')
    .columns(['user_key', 'at'])
    .execute();
  await db.schema
    .createIndex('recovery_attempts_ip_idx')
    .on('recovery_attempts')
    .columns(['ip', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recovery_attempts').ifExists().execute();
  await db.schema.dropTable('recovery_tokens').ifExists().execute();
  await db.schema.dropIndex('users_contact_phone_idx').ifExists().execute();
  await db.schema.dropIndex('users_contact_email_idx').ifExists().execute();
  for (const col of [...USER_FLAGS, 'contact_phone', 'contact_email', 'last_name', 'first_name']) {
    await db.schema.alterTable('users').dropColumn(col).execute();
  }
}
