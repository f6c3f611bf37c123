import { WIFI_CALL_SUCCESS, WIFI_CHANNELS, type WifiBand, type WifiCallResult } from '@coax/domain';
import type { NetworkLan, NetworkWireless } from '@coax/contract';
import * as repo from './repository.ts';

/**
 * The device-management system a gateway is run through (TR-069 / USP style): what an operator
 * plugs in for its own ACS. Every call answers seed 002 §4's status and reason; only SUCCESS and
 * SUCCESS is a success. The portal keeps the settings versions itself (network_gateway_versions),
 * so a gateway that refuses a change is put back on the version before it.
 */
export interface Gateway {
  /** the gateway's identity and whether it is reachable; undefined when the account has none */
  status(account: string): Promise<GatewayStatus | undefined>;
  /** pushes wireless and LAN settings to the device */
  apply(account: string, settings: GatewaySettings): Promise<WifiCallResult>;
  /** listens on a band: how many neighbouring networks it hears on each channel */
  scan(
    account: string,
    band: WifiBand,
  ): Promise<{ result: WifiCallResult; neighbours: Record<number, number> }>;
  /** restarts the device */
  reboot(account: string, at: number): Promise<WifiCallResult>;
}

export interface GatewayStatus {
  model: string;
  firmware: string;
  macAddress: string;
  online: boolean;
  lastRebootAt: number;
}

export interface GatewaySettings {
  wireless: NetworkWireless;
  lan: NetworkLan;
}

const SUCCESS: WifiCallResult = { status: WIFI_CALL_SUCCESS, reason: WIFI_CALL_SUCCESS };

/** A small stable number from text, so a scan hears the same neighbours each time. */
function hash(text: string): number {
  let h = 7;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 1_000_003;
  return h;
}

/**
 * The database-backed gateway: the device's state is the gateway row, every apply succeeds, and
 * a scan hears a fixed pattern of neighbours per account and band.
 */
export function databaseGateway(db: repo.Db): Gateway {
  return {
    async status(account) {
      const row = await repo.findGateway(db, account);
      return (
        row && {
          model: row.model,
          firmware: row.firmware,
          macAddress: row.mac_address,
          online: row.online === 1,
          lastRebootAt: row.last_reboot_at,
        }
      );
    },
    async apply() {
      return SUCCESS;
    },
    async scan(account, band) {
      const seed = hash(`${account}:${band}`);
      const neighbours = Object.fromEntries(WIFI_CHANNELS[band].map((c, i) => [c, (seed >> (i % 16)) % 6]));
      return { result: SUCCESS, neighbours };
    },
    async reboot(account, at) {
      await repo.setRebootedAt(db, account, at);
      return SUCCESS;
    },
  };
}
