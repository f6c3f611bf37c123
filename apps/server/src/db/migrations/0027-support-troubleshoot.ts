import { PostgresAdapter, type Kysely } from 'kysely';

// Support troubleshooting (issue 18 items 2 and 3): the account's modems and set-top boxes as
// the device service sees them, the log of troubleshooter answers (log/troubleshoot), service
// issue reports kept as cases (rightnow/reportserviceissue), service status reports
// (log/servicestatus) and temporary consents with an access code. Times are bigint ms.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const serial = isPg ? 'serial' : 'integer';

  await db.schema
    .createTable('support_modems')
    .addColumn('mac_address', 'text', (c) => c.primaryKey())
    .addColumn('account_number', 'text', (c) => c.notNull().references('accounts.account_number'))
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('reset_started_at', 'bigint')
    .addColumn('resets', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('support_modems_account_idx')
    .on('support_modems')
    .column('account_number')
    .execute();

  await db.schema
    .createTable('support_set_top_boxes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_number', 'text', (c) => c.notNull().references('accounts.account_number'))
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('room', 'text', (c) => c.notNull())
    .addColumn('labox', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_set_top_boxes_account_idx')
    .on('support_set_top_boxes')
    .column('account_number')
    .execute();

  await db.schema
    .createTable('support_troubleshoot_log')
    .addColumn('id', serial, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('account_number', 'text', (c) => c.notNull().references('accounts.account_number'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('actions', 'text', (c) => c.notNull())
    .addColumn('customer_term', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_troubleshoot_log_account_idx')
    .on('support_troubleshoot_log')
    .columns(['account_number', 'created_at'])
    .execute();

  await db.schema
    .createTable('support_service_cases')
    .addColumn('id', serial, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('account_number', 'text', (c) => c.notNull().references('accounts.account_number'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('comments', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_service_cases_account_idx')
    .on('support_service_cases')
    .columns(['account_number', 'created_at'])
    .execute();

  await db.schema
    .createTable('support_status_reports')
    .addColumn('id', serial, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('account_number', 'text', (c) => c.notNull().references('accounts.account_number'))
    .addColumn('symptom', 'text', (c) => c.notNull())
    .addColumn('services', 'text', (c) => c.notNull())
    .addColumn('confirm_outage', 'integer', (c) => c.notNull())
    .addColumn('outage_status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_status_reports_account_idx')
    .on('support_status_reports')
    .columns(['account_number', 'created_at'])
    .execute();

  // One consent per account at a time: granting again replaces the code.
  await db.schema
    .createTable('support_consents')
    .addColumn('account_number', 'text', (c) => c.primaryKey().references('accounts.account_number'))
    .addColumn('access_code', 'text', (c) => c.notNull())
    .addColumn('granted_by', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'support_consents',
    'support_status_reports',
    'support_service_cases',
    'support_troubleshoot_log',
    'support_set_top_boxes',
    'support_modems',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
