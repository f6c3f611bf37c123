import { sql, type Kysely } from 'kysely';

// The bill explainer (issue 20 item 1) compares a statement's lines with the previous one's: each
// line gets its rate code, its kind and, for a promotion, the day it ends and the service it
// lowers. Lines written before keep their description as their code and a kind by section.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('statement_lines')
    .addColumn('code', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('statement_lines')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('recurring'))
    .execute();
  await db.schema.alterTable('statement_lines').addColumn('promo_ends_on', 'text').execute();
  await db.schema.alterTable('statement_lines').addColumn('applies_to', 'text').execute();
  await sql`
    update statement_lines set code = description, kind = case section
      when 'payments' then 'payment'
      when 'oneTime' then 'one-time'
      when 'credits' then 'credit'
      when 'taxesFees' then 'tax'
      else 'recurring' end
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['applies_to', 'promo_ends_on', 'kind', 'code']) {
    await db.schema.alterTable('statement_lines').dropColumn(column).execute();
  }
}
