import type { Kysely } from 'kysely';

// FAQ content (seed 000 §2 FAQ search, §3 FAQ product, §7 FAQ products) and the support number
// by corp (seed 000 §7). Portable schema only: text, integer, bigint milliseconds.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('faq_products')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('faq_products_pk', ['id', 'language'])
    .execute();

  await db.schema
    .createTable('faq_categories')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('faq_categories_pk', ['id', 'language'])
    .execute();

  await db.schema
    .createTable('faq_answers')
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('keywords', 'text', (c) => c.notNull().defaultTo(''))
    /** lower is asked more often: the order of a list without a keyword */
    .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('faq_answers_pk', ['id', 'language'])
    .execute();
  await db.schema
    .createIndex('faq_answers_browse_idx')
    .on('faq_answers')
    .columns(['language', 'product_id', 'category_id', 'popularity'])
    .execute();

  // The search index: each word of an answer and each prefix of it, with the best field weight
  // (title 3, keywords 2, body 1). A prefix search is then an equality lookup on the key.
  await db.schema
    .createTable('faq_terms')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('answer_id', 'integer', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('faq_terms_pk', ['language', 'term', 'answer_id'])
    .execute();

  await db.schema
    .createTable('corp_support_numbers')
    .addColumn('corp_id', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['corp_support_numbers', 'faq_terms', 'faq_answers', 'faq_categories', 'faq_products']) {
    await db.schema.dropTable(t).execute();
  }
}
