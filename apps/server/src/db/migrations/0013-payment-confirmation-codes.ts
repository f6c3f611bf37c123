import { sql, type Kysely } from 'kysely';
import { confirmationCodeForId } from '../../platform/confirmation-code.ts';

// A confirmation code per payment that a person can read out on the phone (issue 23 item 2):
// the payment's id is internal ("pay_demo_jsmith_2") and was shown as its confirmation number.
// Payments already on record get a code derived from their id; new ones a random one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('confirmation_code', 'text').execute();
  const rows = await sql<{ id: string }>`select id from payments`.execute(db);
  for (const { id } of rows.rows) {
    await sql`update payments set confirmation_code = ${confirmationCodeForId(id)} where id = ${id}`.execute(
      db,
    );
  }
  await db.schema
    .createIndex('payments_confirmation_code_idx')
    .unique()
    .on('payments')
    .column('confirmation_code')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_confirmation_code_idx').execute();
  await db.schema.alterTable('payments').dropColumn('confirmation_code').execute();
}
