import type { Kysely } from 'kysely';

// Issue 18, finishing support.
// 1. A credit for the next bill (0028's bill_credits) is taken by exactly one statement: the
//    statement run writes that statement's id on it in the same transaction as the credit line.
//    A credit with no statement is still waiting; the bill page shows it as pending.
// 2. An outbox e-mail may carry files (the email-us attachment to the support mailbox): written
//    with the message in the change's transaction, read by the delivery pass.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bill_credits').addColumn('statement_id', 'text').execute();
  await db.schema.alterTable('bill_credits').addColumn('applied_at', 'bigint').execute();
  await db.schema
    .createIndex('bill_credits_pending_idx')
    .on('bill_credits')
    .columns(['account_number', 'statement_id'])
    .execute();

  await db.schema
    .createTable('outbox_attachments')
    .addColumn('outbox_id', 'text', (c) => c.notNull().references('outbox.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content_base64', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('outbox_attachments_pk', ['outbox_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox_attachments').execute();
  await db.schema.dropIndex('bill_credits_pending_idx').execute();
  await db.schema.alterTable('bill_credits').dropColumn('applied_at').execute();
  await db.schema.alterTable('bill_credits').dropColumn('statement_id').execute();
}
