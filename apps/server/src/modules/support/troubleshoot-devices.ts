import type { Kysely } from 'kysely';
import { MODEM_RESTART_MS } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { findModem, listBoxes, listModems, startModemReset } from './troubleshoot-repository.ts';

// The device service the support area talks to (device/modemlookup, device/modemreset,
// stblookup, device/stb). This one keeps the equipment in the portal's own tables and lets a
// reset run on the clock; an operator puts its provisioning system behind the same interface.

export interface ModemRecord {
  macAddress: string;
  model: string;
  /** when the last reset began; null when never reset */
  resetStartedAt: number | null;
}

export interface BoxRecord {
  id: string;
  model: string;
  room: string;
  labox: boolean;
}

/** started: the modem restarts now; restarting: a reset is already under way; not-found: not this account's. */
export type ResetOutcome = 'started' | 'restarting' | 'not-found';

export interface DeviceService {
  modems(accountNumber: string): Promise<ModemRecord[]>;
  modem(accountNumber: string, macAddress: string): Promise<ModemRecord | null>;
  resetModem(accountNumber: string, macAddress: string): Promise<ResetOutcome>;
  boxes(accountNumber: string): Promise<BoxRecord[]>;
}

const modemOf = (row: {
  mac_address: string;
  model: string;
  reset_started_at: number | null;
}): ModemRecord => ({
  macAddress: row.mac_address,
  model: row.model,
  resetStartedAt: row.reset_started_at === null ? null : Number(row.reset_started_at),
});

export function databaseDevices(db: Kysely<Database>, clock: Clock): DeviceService {
  return {
    modems: async (accountNumber) => (await listModems(db, accountNumber)).map(modemOf),
    async modem(accountNumber, macAddress) {
      const row = await findModem(db, accountNumber, macAddress);
      return row ? modemOf(row) : null;
    },
    async resetModem(accountNumber, macAddress) {
      const now = clock.now();
      if (await startModemReset(db, accountNumber, macAddress, now, now - MODEM_RESTART_MS)) return 'started';
      return (await findModem(db, accountNumber, macAddress)) ? 'restarting' : 'not-found';
    },
    boxes: async (accountNumber) =>
      (await listBoxes(db, accountNumber)).map((b) => ({
        id: b.id,
        model: b.model,
        room: b.room,
        labox: b.labox === 1,
      })),
  };
}
