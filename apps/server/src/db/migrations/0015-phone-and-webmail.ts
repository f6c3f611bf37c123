import type { Kysely } from 'kysely';

// The phone overview, the voicemail inbox and the webmail reader (issue 23 item 1): the line's
// number, what each voicemail caller said (and in which language), and each e-mail's text.
// Portable types only; added columns carry defaults so rows already on record stay valid.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('phone_lines')
    .addColumn('account_number', 'text', (c) => c.primaryKey().references('accounts.account_number'))
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('voicemail_messages').addColumn('from_name', 'text').execute();
  await db.schema.alterTable('voicemail_messages').addColumn('transcript', 'text').execute();
  await db.schema
    .alterTable('voicemail_messages')
    .addColumn('transcript_language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  // The inbox lists a box newest first.
  await db.schema
    .createIndex('voicemail_account_received_idx')
    .on('voicemail_messages')
    .columns(['account_number', 'received_at'])
    .execute();

  await db.schema
    .alterTable('mailbox_messages')
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mailbox_messages').dropColumn('body').execute();
  await db.schema.dropIndex('voicemail_account_received_idx').execute();
  for (const c of ['transcript_language', 'transcript', 'from_name']) {
    await db.schema.alterTable('voicemail_messages').dropColumn(c).execute();
  }
  await db.schema.dropTable('phone_lines').ifExists().execute();
}
