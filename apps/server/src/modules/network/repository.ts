import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type {
  NetworkDevicesTable,
  NetworkHotspotDevicesTable,
  NetworkPausesTable,
  NetworkPortRulesTable,
} from '../../db/schema-network.ts';

// The home network's queries. Every query names the account, so an id of another account's
// rule, device, pause or hotspot device reads as none at all. Bigint columns come back as text
// on PostgreSQL: they are read through Number().

export type Db = Kysely<Database> | Transaction<Database>;
export type PortRuleRow = Selectable<NetworkPortRulesTable>;
export type DeviceRow = Selectable<NetworkDevicesTable>;
export type PauseRow = Selectable<NetworkPausesTable>;
export type HotspotRow = Selectable<NetworkHotspotDevicesTable>;

/** The account's gateway; `lock` holds its row for the transaction (PostgreSQL; SQLite serialises writes). */
export async function findGateway(db: Db, account: string, lock = false) {
  const row = await db
    .selectFrom('network_gateways')
    .selectAll()
    .where('account_number', '=', account)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
  return row && { ...row, last_reboot_at: Number(row.last_reboot_at) };
}

export async function findVersion(db: Db, account: string, version: number) {
  const row = await db
    .selectFrom('network_gateway_versions')
    .selectAll()
    .where('account_number', '=', account)
    .where('version', '=', version)
    .executeTakeFirst();
  return row && { ...row, created_at: Number(row.created_at) };
}

export async function lastVersionNumber(db: Db, account: string): Promise<number> {
  const row = await db
    .selectFrom('network_gateway_versions')
    .select((eb) => eb.fn.max('version').as('v'))
    .where('account_number', '=', account)
    .executeTakeFirst();
  return Number(row?.v ?? 0);
}

export async function insertVersion(
  db: Db,
  v: {
    account: string;
    version: number;
    settingsJson: string;
    status: 'applied' | 'failed';
    at: number;
    by: string;
  },
): Promise<void> {
  await db
    .insertInto('network_gateway_versions')
    .values({
      account_number: v.account,
      version: v.version,
      settings_json: v.settingsJson,
      status: v.status,
      created_at: v.at,
      created_by: v.by,
    })
    .execute();
}

/** Moves the gateway to `next` only if it still runs `current`; false when another change won. */
export async function advanceVersion(
  db: Db,
  account: string,
  current: number,
  next: number,
): Promise<boolean> {
  const res = await db
    .updateTable('network_gateways')
    .set({ current_version: next })
    .where('account_number', '=', account)
    .where('current_version', '=', current)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function setRebootedAt(db: Db, account: string, at: number): Promise<void> {
  await db
    .updateTable('network_gateways')
    .set({ last_reboot_at: at })
    .where('account_number', '=', account)
    .execute();
}

export async function listPortRules(db: Db, account: string): Promise<PortRuleRow[]> {
  const rows = await db
    .selectFrom('network_port_rules')
    .selectAll()
    .where('account_number', '=', account)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, created_at: Number(r.created_at) }));
}

export async function insertPortRule(db: Db, row: PortRuleRow): Promise<void> {
  await db.insertInto('network_port_rules').values(row).execute();
}

export async function deletePortRule(db: Db, account: string, id: string): Promise<boolean> {
  const res = await db
    .deleteFrom('network_port_rules')
    .where('account_number', '=', account)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

export async function listDevices(db: Db, account: string, behindModem: 0 | 1): Promise<DeviceRow[]> {
  const rows = await db
    .selectFrom('network_devices')
    .selectAll()
    .where('account_number', '=', account)
    .where('behind_modem', '=', behindModem)
    .orderBy('name')
    .execute();
  return rows.map((r) => ({ ...r, created_at: Number(r.created_at) }));
}

export async function updateDevice(
  db: Db,
  account: string,
  id: string,
  change: { name: string; group: string },
): Promise<boolean> {
  const res = await db
    .updateTable('network_devices')
    .set({ name: change.name, group_name: change.group })
    .where('account_number', '=', account)
    .where('id', '=', id)
    .where('behind_modem', '=', 0)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Pauses nobody has ended early (some may have ended by the clock: the caller reads them). */
export async function openPauses(db: Db, account: string): Promise<PauseRow[]> {
  const rows = await db
    .selectFrom('network_pauses')
    .selectAll()
    .where('account_number', '=', account)
    .where('ended_at', 'is', null)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({
    ...r,
    until_at: r.until_at === null ? null : Number(r.until_at),
    created_at: Number(r.created_at),
  }));
}

export async function insertPause(db: Db, row: PauseRow): Promise<void> {
  await db.insertInto('network_pauses').values(row).execute();
}

export async function endPause(db: Db, account: string, id: string, at: number): Promise<boolean> {
  const res = await db
    .updateTable('network_pauses')
    .set({ ended_at: at })
    .where('account_number', '=', account)
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function listHotspot(db: Db, account: string): Promise<HotspotRow[]> {
  const rows = await db
    .selectFrom('network_hotspot_devices')
    .selectAll()
    .where('account_number', '=', account)
    .orderBy('created_at')
    .orderBy('mac_address')
    .execute();
  return rows.map((r) => ({ ...r, created_at: Number(r.created_at) }));
}

export async function insertHotspot(db: Db, row: HotspotRow): Promise<void> {
  await db.insertInto('network_hotspot_devices').values(row).execute();
}

export async function updateHotspot(
  db: Db,
  account: string,
  mac: string,
  change: { email: string; name: string; type: string },
): Promise<boolean> {
  const res = await db
    .updateTable('network_hotspot_devices')
    .set(change)
    .where('account_number', '=', account)
    .where('mac_address', '=', mac)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function deleteHotspot(db: Db, account: string, mac: string): Promise<boolean> {
  const res = await db
    .deleteFrom('network_hotspot_devices')
    .where('account_number', '=', account)
    .where('mac_address', '=', mac)
    .executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

export async function insertToken(
  db: Db,
  row: { id: string; account: string; token: string; at: number; expiresAt: number; sentTo: string | null },
): Promise<void> {
  await db
    .insertInto('network_hotspot_tokens')
    .values({
      id: row.id,
      account_number: row.account,
      token: row.token,
      created_at: row.at,
      expires_at: row.expiresAt,
      sent_to: row.sentTo,
    })
    .execute();
}

export async function usageSince(db: Db, account: string, fromDay: string) {
  const rows = await db
    .selectFrom('network_usage')
    .selectAll()
    .where('account_number', '=', account)
    .where('day', '>=', fromDay)
    .orderBy('day')
    .execute();
  return rows.map((r) => ({
    day: r.day,
    bytes: Number(r.bytes),
    seconds: Number(r.seconds),
    activeSessions: Number(r.active_sessions),
    devices: Number(r.devices),
  }));
}

export async function findFlags(db: Db, account: string) {
  return db.selectFrom('network_flags').selectAll().where('account_number', '=', account).executeTakeFirst();
}

type FlagName = 'webhosting' | 'ddns' | 'recommendations' | 'promotions' | 'spamscrub';

/** Writes some flags, creating the row with everything else off the first time. */
export async function saveFlags(
  db: Db,
  account: string,
  flags: Partial<Record<FlagName, boolean>>,
  at: number,
  by: string,
): Promise<void> {
  const set = Object.fromEntries(Object.entries(flags).map(([k, v]) => [k, v ? 1 : 0]));
  const current = await findFlags(db, account);
  if (current) {
    await db
      .updateTable('network_flags')
      .set({ ...set, updated_at: at, updated_by: by })
      .where('account_number', '=', account)
      .execute();
    return;
  }
  await db
    .insertInto('network_flags')
    .values({
      account_number: account,
      webhosting: 0,
      ddns: 0,
      recommendations: 0,
      promotions: 0,
      spamscrub: 0,
      ...set,
      updated_at: at,
      updated_by: by,
    })
    .execute();
}

export async function listPremiumDevices(db: Db, account: string) {
  return db
    .selectFrom('network_premium_devices')
    .select(['mac_address', 'port25', 'port80'])
    .where('account_number', '=', account)
    .orderBy('mac_address')
    .execute();
}

/** Sets a device's unblocked ports; both closed removes the row. */
export async function savePremiumDevice(
  db: Db,
  account: string,
  mac: string,
  ports: { port25: boolean; port80: boolean },
): Promise<void> {
  await db
    .deleteFrom('network_premium_devices')
    .where('account_number', '=', account)
    .where('mac_address', '=', mac)
    .execute();
  if (!ports.port25 && !ports.port80) return;
  await db
    .insertInto('network_premium_devices')
    .values({
      account_number: account,
      mac_address: mac,
      port25: ports.port25 ? 1 : 0,
      port80: ports.port80 ? 1 : 0,
    })
    .execute();
}
