import { sql, type Kysely } from 'kysely';

// The bill widget's billing-status fields (seed 000 §3 Billing summary) and the home dashboard's
// data (seed 000 §3 Voicemail counter, Webmail, Home modules preference). Portable types only.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Kept beside account_balances rather than in it: the balance table belongs to the bill and
  // its statement; these are the account's standing flags and last-payment facts.
  await db.schema
    .createTable('account_billing_status')
    .addColumn('account_number', 'text', (c) => c.primaryKey().references('accounts.account_number'))
    .addColumn('statement_balance_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_statement_date', 'text')
    .addColumn('recent_pay_date', 'text')
    .addColumn('recent_pay_cents', 'integer')
    .addColumn('has_auto_pay', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_scheduled_payment', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('default_pm_nickname', 'text')
    .addColumn('past_due_with_ppv_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wrt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ppv_inhibit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pre_deauth', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deauth', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deauth_start_date', 'text')
    .execute();

  await db.schema
    .createTable('home_preferences')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('home_func1', 'text', (c) => c.notNull())
    .addColumn('home_func2', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // Voicemail lives on the account's phone line; every id of the account hears the same box.
  await db.schema
    .createTable('voicemail_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_number', 'text', (c) => c.notNull().references('accounts.account_number'))
    .addColumn('from_number', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('duration_seconds', 'integer', (c) => c.notNull())
    .addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('voicemail_account_idx')
    .on('voicemail_messages')
    .columns(['account_number', 'is_new'])
    .execute();

  // A mailbox belongs to one id (p.mus is per user), not to the account.
  await db.schema
    .createTable('mailbox_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(sql`status in ('answered', 'flagged', 'draft', 'deleted', 'seen', 'forwarded', 'unseen')`),
    )
    .execute();
  await db.schema
    .createIndex('mailbox_user_received_idx')
    .on('mailbox_messages')
    .columns(['user_id', 'received_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['mailbox_messages', 'voicemail_messages', 'home_preferences', 'account_billing_status']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
