import type { Kysely } from 'kysely';

// The support area (issue 18): the operator's notifications (seed 001 §2
// "/support/notification/#?type=cms-detailed&id={id}"), in English and Spanish, and the lookup of
// a served corp (seed 002 §7 "GET number/{x}"). Portable schema only: text, integer, bigint ms.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('support_notifications')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    // null: for everyone; a corp id: for that corp's customers
    .addColumn('corp_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_es', 'text', (c) => c.notNull())
    .addColumn('summary_en', 'text', (c) => c.notNull())
    .addColumn('summary_es', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('body_es', 'text', (c) => c.notNull())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('support_notifications_live_idx')
    .on('support_notifications')
    .columns(['published_at', 'corp_id'])
    .execute();
  // "Is this corp served?": one account of the corp answers it.
  await db.schema.createIndex('accounts_corp_idx').on('accounts').column('corp_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('accounts_corp_idx').execute();
  await db.schema.dropTable('support_notifications').execute();
}
