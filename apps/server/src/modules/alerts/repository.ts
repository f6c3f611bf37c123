import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, OperatorAlertsTable } from '../../db/schema.ts';

export type AlertRow = Selectable<OperatorAlertsTable>;

/** Published alerts; the date, language and audience rules are the domain's, applied by the service. */
export async function listPublishedAlerts(db: Kysely<Database>): Promise<AlertRow[]> {
  return db
    .selectFrom('operator_alerts')
    .selectAll()
    .where('published', '=', 1)
    .orderBy('publish_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Every operator alert, most recently changed first. */
export async function listAllAlerts(db: Kysely<Database>): Promise<AlertRow[]> {
  return db.selectFrom('operator_alerts').selectAll().orderBy('updated_at', 'desc').orderBy('id').execute();
}

export async function findAlert(db: Kysely<Database>, id: string): Promise<AlertRow | undefined> {
  return db.selectFrom('operator_alerts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertAlert(db: Kysely<Database>, row: Insertable<OperatorAlertsTable>): Promise<void> {
  await db.insertInto('operator_alerts').values(row).execute();
}

export async function replaceAlert(
  db: Kysely<Database>,
  row: Insertable<OperatorAlertsTable>,
): Promise<void> {
  const { id, ...rest } = row;
  await db.updateTable('operator_alerts').set(rest).where('id', '=', id).execute();
}
