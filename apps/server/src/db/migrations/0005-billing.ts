import { sql, type Kysely } from 'kysely';

// Bill pay (seed 002 §3): payment methods, payments, autopay, idempotency keys, statements,
// bill inserts and paperless preferences. Money is integer cents; days are YYYY-MM-DD text in
// the account's billing calendar; instants are bigint milliseconds. Portable types only.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A saved card or bank account. The gateway keeps the number; we keep what a person needs to
  // recognise it (brand, last 4, expiry) and the gateway's token to charge it.
  await db.schema
    .createTable('payment_methods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_number', 'text', (c) => c.notNull().references('accounts.account_number'))
    /** payMethodName; at most 13 characters (seed 002 §9) */
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('pay_type', 'text', (c) => c.notNull().check(sql`pay_type in ('CC', 'BA')`))
    /** C credit, D debit; a bank account is D */
    .addColumn('method_type', 'text', (c) => c.notNull().check(sql`method_type in ('C', 'D')`))
    .addColumn('card_type', 'text', (c) => c.check(sql`card_type in ('V', 'M', 'A', 'D')`))
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer')
    .addColumn('exp_year', 'integer')
    .addColumn('name_on_account', 'text', (c) => c.notNull())
    .addColumn('routing_number', 'text')
    .addColumn('gateway_token', 'text', (c) => c.notNull())
    .addColumn('addr_line1', 'text')
    .addColumn('addr_line2', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip', 'text')
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    /** removed methods stay for the payment history that names them */
    .addColumn('removed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('payment_methods_nickname_uq')
    .on('payment_methods')
    .columns(['account_number', 'nickname'])
    .unique()
    .where(sql.ref('removed_at'), 'is', null)
    .execute();

  // One row per money movement, immediate or scheduled. A scheduled row is claimed by the
  // posting job with a conditional update (scheduled -> processing), so two runs cannot both post it.
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_number', 'text', (c) => c.notNull().references('accounts.account_number'))
    .addColumn('method_id', 'text', (c) => c.notNull().references('payment_methods.id'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('pay_date', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('one_time', 'autopay')`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(sql`status in ('scheduled', 'processing', 'posted', 'declined', 'failed', 'cancelled')`),
    )
    /** the due date an autopay payment covers: one autopay payment per account and cycle */
    .addColumn('autopay_cycle', 'text')
    .addColumn('gateway_ref', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('csr_id', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('posted_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('payments_account_idx')
    .on('payments')
    .columns(['account_number', 'status', 'pay_date'])
    .execute();
  await db.schema.createIndex('payments_due_idx').on('payments').columns(['status', 'pay_date']).execute();
  await db.schema
    .createIndex('payments_method_idx')
    .on('payments')
    .columns(['method_id', 'status'])
    .execute();
  await db.schema
    .createIndex('payments_autopay_cycle_uq')
    .on('payments')
    .columns(['account_number', 'autopay_cycle'])
    .unique()
    .execute();

  // Autopay (seed 002 §5 Automatic payment options): N days before the due date or a day of
  // the month; the full amount due, the amount due up to a cap, or a fixed amount.
  await db.schema
    .createTable('autopay_enrolments')
    .addColumn('account_number', 'text', (c) => c.primaryKey().references('accounts.account_number'))
    .addColumn('method_id', 'text', (c) => c.notNull().references('payment_methods.id'))
    .addColumn('date_type', 'text', (c) =>
      c.notNull().check(sql`date_type in ('days_before', 'day_of_month')`),
    )
    .addColumn('days_in_advance', 'integer')
    .addColumn('day_of_month', 'integer')
    .addColumn('amount_type', 'text', (c) => c.notNull().check(sql`amount_type in ('due', 'cap', 'fixed')`))
    .addColumn('cap_cents', 'integer')
    .addColumn('fixed_cents', 'integer')
    .addColumn('email', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // A money-moving request's key and the first answer given for it (Idempotency-Key).
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('running', 'done')`))
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_created_idx')
    .on('idempotency_keys')
    .column('created_at')
    .execute();

  // A bill: its totals and, in statement_lines, every charge and credit that makes them up.
  await db.schema
    .createTable('statements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_number', 'text', (c) => c.notNull().references('accounts.account_number'))
    .addColumn('statement_date', 'text', (c) => c.notNull())
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('previous_balance_cents', 'integer', (c) => c.notNull())
    .addColumn('payments_cents', 'integer', (c) => c.notNull())
    .addColumn('new_charges_cents', 'integer', (c) => c.notNull())
    .addColumn('total_due_cents', 'integer', (c) => c.notNull())
    .addColumn('insert_id', 'text')
    .execute();
  await db.schema
    .createIndex('statements_account_idx')
    .on('statements')
    .columns(['account_number', 'statement_date'])
    .execute();
  await db.schema
    .createTable('statement_lines')
    .addColumn('statement_id', 'text', (c) => c.notNull().references('statements.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('statement_lines_pk', ['statement_id', 'seq'])
    .execute();

  // Bill inserts: notices that travel with a bill (/pay-bill/bill-insert/index.html?bi=).
  await db.schema
    .createTable('bill_inserts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_es', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('body_es', 'text', (c) => c.notNull())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .execute();

  // Paperless billing and e-mail notices (seed 002 §3 Communication update payload).
  await db.schema
    .createTable('ebill_preferences')
    .addColumn('account_number', 'text', (c) => c.primaryKey().references('accounts.account_number'))
    .addColumn('email', 'text')
    .addColumn('paper_bill', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('mail_notify', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();

  // What was done, in a word or two (amount, payment id); never a card or account number.
  await db.schema.alterTable('audit_log').addColumn('detail', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('detail').execute();
  for (const t of [
    'ebill_preferences',
    'bill_inserts',
    'statement_lines',
    'statements',
    'idempotency_keys',
    'autopay_enrolments',
    'payments',
    'payment_methods',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
