import type { Insertable, Kysely, Transaction } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema.ts';
import type {
  SupportConsentsTable,
  SupportServiceCasesTable,
  SupportStatusReportsTable,
  SupportTroubleshootLogTable,
} from '../../db/schema-support-troubleshoot.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The account's modems, by MAC address. */
export async function listModems(db: Db, accountNumber: string) {
  return db
    .selectFrom('support_modems')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .orderBy('mac_address')
    .execute();
}

/** One modem of the account; another account's modem is never found. */
export async function findModem(db: Db, accountNumber: string, macAddress: string) {
  return db
    .selectFrom('support_modems')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .where('mac_address', '=', macAddress)
    .executeTakeFirst();
}
export type ModemRow = NonNullable<Awaited<ReturnType<typeof findModem>>>;

/**
 * Starts a reset unless one is under way (begun after `restartingSince`): a guarded update, so
 * of two resets at once only one starts. True when this call started it.
 */
export async function startModemReset(
  db: Db,
  accountNumber: string,
  macAddress: string,
  now: number,
  restartingSince: number,
): Promise<boolean> {
  const res = await db
    .updateTable('support_modems')
    .set((eb) => ({ reset_started_at: now, resets: eb('resets', '+', 1) }))
    .where('account_number', '=', accountNumber)
    .where('mac_address', '=', macAddress)
    .where((eb) => eb.or([eb('reset_started_at', 'is', null), eb('reset_started_at', '<=', restartingSince)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function listBoxes(db: Db, accountNumber: string) {
  return db
    .selectFrom('support_set_top_boxes')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .orderBy('id')
    .execute();
}

export async function findBox(db: Db, accountNumber: string, id: string) {
  return db
    .selectFrom('support_set_top_boxes')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .where('id', '=', id)
    .executeTakeFirst();
}
export type BoxRow = NonNullable<Awaited<ReturnType<typeof findBox>>>;

export async function insertTroubleshootLog(db: Db, row: Omit<SupportTroubleshootLogTable, 'id'>) {
  await db.insertInto('support_troubleshoot_log').values(row).execute();
}

/** The log of an account, oldest first. */
export async function listTroubleshootLog(db: Db, accountNumber: string) {
  return db
    .selectFrom('support_troubleshoot_log')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Keeps a service issue report; answers its id. */
export async function insertServiceCase(db: Db, row: Omit<SupportServiceCasesTable, 'id'>): Promise<number> {
  const inserted = await db
    .insertInto('support_service_cases')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function listServiceCases(db: Db, accountNumber: string) {
  return db
    .selectFrom('support_service_cases')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .orderBy('created_at')
    .execute();
}

export async function insertStatusReport(db: Db, row: Omit<SupportStatusReportsTable, 'id'>) {
  await db.insertInto('support_status_reports').values(row).execute();
}

export async function listStatusReports(db: Db, accountNumber: string) {
  return db
    .selectFrom('support_status_reports')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .orderBy('created_at')
    .execute();
}

export async function findConsent(db: Db, accountNumber: string) {
  return db
    .selectFrom('support_consents')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
}

/** Grants (or replaces) the account's consent. */
export async function saveConsent(db: Db, row: SupportConsentsTable) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('support_consents').where('account_number', '=', row.account_number).execute();
    await trx.insertInto('support_consents').values(row).execute();
  });
}

/** Withdraws the account's consent, if there is one. */
export async function deleteConsent(db: Db, accountNumber: string) {
  await db.deleteFrom('support_consents').where('account_number', '=', accountNumber).execute();
}

export async function insertAuditEntry(db: Db, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}
