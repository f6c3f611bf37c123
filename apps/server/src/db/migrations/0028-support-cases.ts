import type { Kysely } from 'kysely';

// Support cases (issue 18 items 4 and 5): email-us cases and their attachments, cable theft
// reports, credit requests, the credits they put on the next bill, and the past outages of the
// network nodes the credit rule reads. Portable schema only: text, integer, bigint ms.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('support_cases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('template_name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attachment_name', 'text')
    .addColumn('attachment_type', 'text')
    .addColumn('attachment_bytes', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('answered_at', 'bigint')
    .addColumn('answered_by', 'text')
    .execute();
  await db.schema
    .createIndex('support_cases_account_idx')
    .on('support_cases')
    .columns(['account_number', 'created_at'])
    .execute();
  await db.schema
    .createIndex('support_cases_status_idx')
    .on('support_cases')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createTable('support_case_attachments')
    .addColumn('case_id', 'text', (c) => c.primaryKey())
    .addColumn('content_base64', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('theft_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('address_line1', 'text', (c) => c.notNull())
    .addColumn('address_line2', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('zip', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('theft_reports_account_idx')
    .on('theft_reports')
    .column('account_number')
    .execute();

  await db.schema
    .createTable('credit_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    // what is credited: 'outage:<node>:<start ms>' or 'appointment:<day>'; one request each
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('period_start', 'bigint', (c) => c.notNull())
    .addColumn('period_end', 'bigint', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('by_rule', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('decided_by', 'text')
    .execute();
  await db.schema
    .createIndex('credit_requests_ref_idx')
    .unique()
    .on('credit_requests')
    .columns(['account_number', 'ref'])
    .execute();
  await db.schema
    .createIndex('credit_requests_status_idx')
    .on('credit_requests')
    .columns(['status', 'created_at'])
    .execute();

  // Credits waiting for the next statement, one per source (a credit request's id).
  await db.schema
    .createTable('bill_credits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('description_es', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bill_credits_account_idx')
    .on('bill_credits')
    .column('account_number')
    .execute();

  await db.schema
    .createTable('node_outage_history')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('cleared_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('node_outage_history_node_idx')
    .on('node_outage_history')
    .columns(['node_id', 'cleared_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('node_outage_history').execute();
  await db.schema.dropTable('bill_credits').execute();
  await db.schema.dropTable('credit_requests').execute();
  await db.schema.dropTable('theft_reports').execute();
  await db.schema.dropTable('support_case_attachments').execute();
  await db.schema.dropTable('support_cases').execute();
}
