import { sql, type Kysely } from 'kysely';

// One migration set for SQLite and PostgreSQL: only types both understand (text, integer,
// bigint), and times as bigint milliseconds.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('account_number', 'text', (c) => c.primaryKey())
    .addColumn('corp_id', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('disconnect_date', 'text')
    .addColumn('ool', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('m2m', 'integer')
    .addColumn('ov', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('io', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('biz', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('labox', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hub_id', 'text')
    .addColumn('lineup_id', 'text')
    .addColumn('hd_hub_id', 'text')
    .addColumn('hd_lineup_id', 'text')
    .addColumn('eoid', 'text')
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_number', 'text', (c) => c.references('accounts.account_number'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('subscriber', 'csr')`))
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('primary_user', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dvr', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mus', 'text')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_account_idx').on('users').column('account_number').execute();

  await db.schema
    .createTable('account_balances')
    .addColumn('account_number', 'text', (c) => c.primaryKey().references('accounts.account_number'))
    .addColumn('amount_due_cents', 'integer', (c) => c.notNull())
    .addColumn('current_balance_cents', 'integer', (c) => c.notNull())
    .addColumn('due_date', 'text')
    .addColumn('past_due', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('past_due_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('acting_for', 'text')
    .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('auth_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('user_key', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_user_idx')
    .on('login_failures')
    .columns(['user_key', 'at'])
    .execute();
  await db.schema.createIndex('login_failures_ip_idx').on('login_failures').columns(['ip', 'at']).execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('agent_id', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_subject_idx').on('audit_log').columns(['subject_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['audit_log', 'login_failures', 'sessions', 'account_balances', 'users', 'accounts']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
