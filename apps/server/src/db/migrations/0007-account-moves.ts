import { sql, type Kysely } from 'kysely';

// Moving house (seed 002 §3 Ebill info, §4 Transfer wizard, §7 moveTransferPaymentSettings and
// toggleAccount): which old account a new one replaced and what the subscriber chose, and which
// account each session's bill pay works on. Portable types only.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per old account: the account it moved to and the state of the offer to carry its
  // payment settings over. The old account's disconnect date (accounts.disconnect_date) starts
  // the 90 days the offer lasts.
  await db.schema
    .createTable('account_moves')
    .addColumn('from_account_number', 'text', (c) => c.primaryKey().references('accounts.account_number'))
    .addColumn('to_account_number', 'text', (c) => c.notNull().references('accounts.account_number'))
    /** 1 once the subscriber transferred or declined (seed 002 §3 mtAknowInd) */
    .addColumn('mt_aknow_ind', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`mt_aknow_ind in (0, 1)`),
    )
    /** the seed's opt-out indicators: 1 while autopay (ap) and methods (pm) are offered, 0 once declined */
    .addColumn('ap_opt_out', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`ap_opt_out in (0, 1)`),
    )
    .addColumn('pm_opt_out', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`pm_opt_out in (0, 1)`),
    )
    /** maybe-later with 30 days or fewer left: not offered again before this day */
    .addColumn('remind_after', 'text')
    /** the ancillary status code of the transfer, once made */
    .addColumn('result_code', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('resolved_at', 'bigint')
    .addColumn('resolved_by', 'text')
    .execute();
  await db.schema
    .createIndex('account_moves_to_idx')
    .on('account_moves')
    .column('to_account_number')
    .execute();

  // toggleAccount: the account a session's bill pay works on when it is not the subscriber's own.
  // Keyed by the session key (its hash), so it ends with the session, whichever store keeps it.
  await db.schema
    .createTable('billing_account_choices')
    .addColumn('session_key', 'text', (c) => c.primaryKey())
    /** the subscriber the choice was made for: an agent acting for someone else does not inherit it */
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull().references('accounts.account_number'))
    .addColumn('chosen_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('billing_account_choices_at_idx')
    .on('billing_account_choices')
    .column('chosen_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_account_choices').ifExists().execute();
  await db.schema.dropTable('account_moves').ifExists().execute();
}
