import { WIFI_CALL_SUCCESS } from './constants.ts';

/** What a wifi back end answers for a call (seed 002 §4). */
export interface WifiCallResult {
  status: string;
  reason: string;
}

/** Seed 002 §4: "A wifi call succeeds only when status and reason both equal SUCCESS." */
export function isWifiCallSuccess(result: WifiCallResult): boolean {
  return result.status === WIFI_CALL_SUCCESS && result.reason === WIFI_CALL_SUCCESS;
}

/** Seed 002 §3 Wifi device, as a back end may send it: any field may be missing. */
export interface WifiDeviceRecord {
  email?: string | null;
  macAddress?: string | null;
  name?: string | null;
  type?: string | null;
  registeredBy?: string | null;
}

/** Seed 002 §5: "A wifi device is listed only if it has email, macAddress, name and type." */
export function isListedWifiDevice(d: WifiDeviceRecord): boolean {
  return [d.email, d.macAddress, d.name, d.type].every((v) => typeof v === 'string' && v.trim() !== '');
}
