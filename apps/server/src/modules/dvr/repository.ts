import { type Insertable, type Selectable } from 'kysely';
import type { DvrRecordingsTable, DvrSeriesRulesTable, DvrBoxesTable } from '../../db/schema-dvr.ts';
import type { Db } from './listings-repository.ts';

export type BoxRow = Selectable<DvrBoxesTable>;
export type RecordingRow = Selectable<DvrRecordingsTable> & { box_alias: string };
export type RuleRow = Selectable<DvrSeriesRulesTable> & { box_alias: string };

export async function listBoxes(db: Db, accountNumber: string): Promise<BoxRow[]> {
  return db
    .selectFrom('dvr_boxes')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .orderBy('id')
    .execute();
}

/** Boxes by id (housekeeping, which is handed ids the caller has already checked). */
export async function boxesByIds(db: Db, ids: readonly number[]): Promise<BoxRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('dvr_boxes').selectAll().where('id', 'in', ids).orderBy('id').execute();
}

/** A box by id alone (the rules job, which reads its rules' boxes); `lock` as in findBox. */
export async function boxById(db: Db, boxId: number, lock: boolean): Promise<BoxRow | undefined> {
  return db
    .selectFrom('dvr_boxes')
    .selectAll()
    .where('id', '=', boxId)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
}

/**
 * One of the account's boxes. `lock` takes the row lock on PostgreSQL so two saves for the same
 * box queue one after the other (SQLite writes are serialised by BEGIN IMMEDIATE already).
 */
export async function findBox(
  db: Db,
  accountNumber: string,
  boxId: number,
  lock = false,
): Promise<BoxRow | null> {
  let q = db
    .selectFrom('dvr_boxes')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .where('id', '=', boxId);
  if (lock) q = q.forUpdate();
  return (await q.executeTakeFirst()) ?? null;
}

function recordingsQuery(db: Db) {
  return db
    .selectFrom('dvr_recordings as r')
    .innerJoin('dvr_boxes as b', 'b.id', 'r.box_id')
    .selectAll('r')
    .select('b.alias as box_alias')
    .where('r.removed_at', 'is', null);
}

/** The live (not removed) recordings of some boxes, earliest first. */
export async function liveRecordings(db: Db, boxIds: readonly number[]): Promise<RecordingRow[]> {
  if (boxIds.length === 0) return [];
  return recordingsQuery(db).where('r.box_id', 'in', boxIds).orderBy('r.start_ms').orderBy('r.id').execute();
}

/** Recordings by id, restricted to the account's boxes: another account's ids are simply absent. */
export async function recordingsByIds(
  db: Db,
  accountNumber: string,
  ids: readonly number[],
): Promise<RecordingRow[]> {
  if (ids.length === 0) return [];
  return recordingsQuery(db).where('b.account_number', '=', accountNumber).where('r.id', 'in', ids).execute();
}

/** Every row (live or removed) of some boxes for a set of event ids: what a rule already has. */
export async function eventsOnBox(
  db: Db,
  boxId: number,
): Promise<{ event_id: string; program_id: string; removed_at: number | null; rule_id: number | null }[]> {
  return db
    .selectFrom('dvr_recordings')
    .select(['event_id', 'program_id', 'removed_at', 'rule_id'])
    .where('box_id', '=', boxId)
    .execute();
}

export async function insertRecording(db: Db, row: Insertable<DvrRecordingsTable>): Promise<number> {
  const existing = await db
    .selectFrom('dvr_recordings')
    .select(['id'])
    .where('box_id', '=', row.box_id)
    .where('event_id', '=', row.event_id)
    .executeTakeFirst();
  if (existing) {
    await db
      .updateTable('dvr_recordings')
      .set({ ...row, removed_at: null })
      .where('id', '=', existing.id)
      .execute();
    return existing.id;
  }
  const inserted = await db
    .insertInto('dvr_recordings')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function removeRecordings(db: Db, ids: readonly number[], now: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('dvr_recordings')
    .set({ removed_at: now })
    .where('id', 'in', ids)
    .where('removed_at', 'is', null)
    .execute();
}

export async function termsAcceptedAt(db: Db, accountNumber: string): Promise<number | null> {
  const row = await db
    .selectFrom('dvr_terms')
    .select('accepted_at')
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
  return row ? Number(row.accepted_at) : null;
}

export async function acceptTerms(
  db: Db,
  accountNumber: string,
  userId: string,
  now: number,
): Promise<number> {
  const at = await termsAcceptedAt(db, accountNumber);
  if (at !== null) return at;
  await db
    .insertInto('dvr_terms')
    .values({ account_number: accountNumber, accepted_by: userId, accepted_at: now })
    .onConflict((oc) => oc.column('account_number').doNothing())
    .execute();
  return (await termsAcceptedAt(db, accountNumber)) ?? now;
}

function rulesQuery(db: Db) {
  return db
    .selectFrom('dvr_series_rules as s')
    .innerJoin('dvr_boxes as b', 'b.id', 's.box_id')
    .selectAll('s')
    .select('b.alias as box_alias')
    .where('s.cancelled_at', 'is', null);
}

export async function activeRules(db: Db, accountNumber?: string): Promise<RuleRow[]> {
  let q = rulesQuery(db);
  if (accountNumber !== undefined) q = q.where('b.account_number', '=', accountNumber);
  return q.orderBy('s.id').execute();
}

export async function findRule(db: Db, accountNumber: string, id: number): Promise<RuleRow | null> {
  return (
    (await rulesQuery(db)
      .where('b.account_number', '=', accountNumber)
      .where('s.id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

export async function findRuleFor(
  db: Db,
  boxId: number,
  seriesId: string,
  callsign: string,
): Promise<RuleRow | null> {
  return (
    (await rulesQuery(db)
      .where('s.box_id', '=', boxId)
      .where('s.series_id', '=', seriesId)
      .where('s.callsign', '=', callsign)
      .executeTakeFirst()) ?? null
  );
}

export async function saveRule(
  db: Db,
  row: Insertable<DvrSeriesRulesTable>,
  existingId: number | null,
): Promise<number> {
  if (existingId !== null) {
    await db.updateTable('dvr_series_rules').set(row).where('id', '=', existingId).execute();
    return existingId;
  }
  const inserted = await db
    .insertInto('dvr_series_rules')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function cancelRule(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('dvr_series_rules').set({ cancelled_at: now }).where('id', '=', id).execute();
}

export async function ruleRecordings(db: Db, ruleId: number): Promise<RecordingRow[]> {
  return recordingsQuery(db).where('r.rule_id', '=', ruleId).orderBy('r.start_ms').execute();
}

/** The account's live recordings of some airings (record state on the guide and program pages). */
export async function recordingsOfEvents(
  db: Db,
  accountNumber: string,
  eventIds: readonly string[],
): Promise<RecordingRow[]> {
  if (eventIds.length === 0) return [];
  return recordingsQuery(db)
    .where('b.account_number', '=', accountNumber)
    .where('r.event_id', 'in', eventIds)
    .orderBy('r.id')
    .execute();
}

/** The account's live series rules of some series. */
export async function rulesOfSeries(
  db: Db,
  accountNumber: string,
  seriesIds: readonly string[],
): Promise<{ id: number; series_id: string; callsign: string }[]> {
  if (seriesIds.length === 0) return [];
  return db
    .selectFrom('dvr_series_rules as s')
    .innerJoin('dvr_boxes as b', 'b.id', 's.box_id')
    .select(['s.id', 's.series_id', 's.callsign'])
    .where('s.cancelled_at', 'is', null)
    .where('b.account_number', '=', accountNumber)
    .where('s.series_id', 'in', seriesIds)
    .orderBy('s.id')
    .execute();
}
