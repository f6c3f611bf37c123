import { type Kysely, type Transaction } from 'kysely';
import type { PinType } from '@coax/domain';
import type { Database } from '../../db/schema.ts';

// Network settings for boxes: the account's set-top boxes (dvr_boxes without the cloud DVR),
// their saved settings and PIN hashes, and recent wrong PIN tries. Every query that names a box
// also names the account, so a box id of another account reads as no box at all.

export type Db = Kysely<Database> | Transaction<Database>;

export interface BoxRow {
  id: number;
  alias: string;
  device_type: string;
  is_hd: number;
}

/** The account's set-top boxes, oldest first. */
export async function listBoxes(db: Db, accountNumber: string): Promise<BoxRow[]> {
  return db
    .selectFrom('dvr_boxes')
    .select(['id', 'alias', 'device_type', 'is_hd'])
    .where('account_number', '=', accountNumber)
    .where('is_cloud', '=', 0)
    .orderBy('id')
    .execute();
}

/** One of the account's set-top boxes, or undefined when the id is not one of them. */
export async function findBox(db: Db, accountNumber: string, deviceId: number): Promise<BoxRow | undefined> {
  return db
    .selectFrom('dvr_boxes')
    .select(['id', 'alias', 'device_type', 'is_hd'])
    .where('account_number', '=', accountNumber)
    .where('is_cloud', '=', 0)
    .where('id', '=', deviceId)
    .executeTakeFirst();
}

export async function findSettings(db: Db, deviceId: number) {
  return db.selectFrom('box_settings').selectAll().where('device_id', '=', deviceId).executeTakeFirst();
}

export interface SettingsWrite {
  deviceId: number;
  settingsJson: string;
  parentalPinHash: string | null;
  purchasePinHash: string | null;
  at: number;
  by: string;
}

/** Inserts or replaces a box's settings row. */
export async function saveSettings(db: Db, w: SettingsWrite): Promise<void> {
  const row = {
    settings_json: w.settingsJson,
    parental_pin_hash: w.parentalPinHash,
    purchase_pin_hash: w.purchasePinHash,
    updated_at: w.at,
    updated_by: w.by,
  };
  await db
    .insertInto('box_settings')
    .values({ device_id: w.deviceId, ...row })
    .onConflict((oc) => oc.column('device_id').doUpdateSet(row))
    .execute();
}

/** Records a try before its PIN is checked, so parallel tries cannot slip past the limit. */
export async function addPinFailure(
  db: Db,
  t: { attemptId: string; deviceId: number; pinType: PinType; at: number },
): Promise<void> {
  await db
    .insertInto('box_pin_failures')
    .values({ attempt_id: t.attemptId, device_id: t.deviceId, pin_type: t.pinType, at: t.at })
    .execute();
}

/** Takes back one recorded try (a locked try does not count). */
export async function removePinFailure(db: Db, attemptId: string): Promise<void> {
  await db.deleteFrom('box_pin_failures').where('attempt_id', '=', attemptId).execute();
}

/** Forgets every wrong try after a right PIN. */
export async function clearPinFailures(db: Db, deviceId: number, pinType: PinType): Promise<void> {
  await db
    .deleteFrom('box_pin_failures')
    .where('device_id', '=', deviceId)
    .where('pin_type', '=', pinType)
    .execute();
}

/** The tries since `since`, oldest first. */
export async function pinFailuresSince(db: Db, deviceId: number, pinType: PinType, since: number) {
  const rows = await db
    .selectFrom('box_pin_failures')
    .select(['attempt_id', 'at'])
    .where('device_id', '=', deviceId)
    .where('pin_type', '=', pinType)
    .where('at', '>', since)
    .orderBy('at')
    .execute();
  return rows.map((r) => ({ attemptId: r.attempt_id, at: Number(r.at) }));
}
