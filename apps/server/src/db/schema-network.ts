/** The home network (migration 0014). Instants in ms; bigint columns read back through Number(). */
import type { DeviceConnection, PauseMode, PortProtocol } from '@coax/domain';

export interface NetworkGatewaysTable {
  account_number: string;
  model: string;
  firmware: string;
  mac_address: string;
  online: number;
  last_reboot_at: number;
  current_version: number;
}

export interface NetworkGatewayVersionsTable {
  account_number: string;
  version: number;
  settings_json: string;
  status: 'applied' | 'failed';
  created_at: number;
  created_by: string;
}

export interface NetworkPortRulesTable {
  id: string;
  account_number: string;
  name: string;
  protocol: PortProtocol;
  external_start: number;
  external_end: number;
  internal_address: string;
  internal_port: number;
  created_at: number;
  created_by: string;
}

export interface NetworkDevicesTable {
  id: string;
  account_number: string;
  name: string;
  mac_address: string;
  ip_address: string;
  connection: DeviceConnection;
  group_name: string;
  behind_modem: number;
  created_at: number;
}

export interface NetworkPausesTable {
  id: string;
  account_number: string;
  target_kind: 'device' | 'group';
  target: string;
  mode: PauseMode;
  until_at: number | null;
  block_day: string | null;
  block_start: number | null;
  block_end: number | null;
  created_at: number;
  created_by: string;
  ended_at: number | null;
}

export interface NetworkHotspotDevicesTable {
  account_number: string;
  mac_address: string;
  email: string | null;
  name: string | null;
  type: string | null;
  registered_by: string | null;
  created_at: number;
}

export interface NetworkHotspotTokensTable {
  id: string;
  account_number: string;
  token: string;
  created_at: number;
  expires_at: number;
  sent_to: string | null;
}

export interface NetworkUsageTable {
  account_number: string;
  day: string;
  bytes: number;
  seconds: number;
  active_sessions: number;
  devices: number;
}

export interface NetworkFlagsTable {
  account_number: string;
  webhosting: number;
  ddns: number;
  recommendations: number;
  promotions: number;
  spamscrub: number;
  updated_at: number;
  updated_by: string;
}

export interface NetworkPremiumDevicesTable {
  account_number: string;
  mac_address: string;
  port25: number;
  port80: number;
}

export interface NetworkTables {
  network_gateways: NetworkGatewaysTable;
  network_gateway_versions: NetworkGatewayVersionsTable;
  network_port_rules: NetworkPortRulesTable;
  network_devices: NetworkDevicesTable;
  network_pauses: NetworkPausesTable;
  network_hotspot_devices: NetworkHotspotDevicesTable;
  network_hotspot_tokens: NetworkHotspotTokensTable;
  network_usage: NetworkUsageTable;
  network_flags: NetworkFlagsTable;
  network_premium_devices: NetworkPremiumDevicesTable;
}

/** The area's tables, children first; they refer to accounts, so they go before those. */
export const NETWORK_TABLES = [
  'network_premium_devices',
  'network_flags',
  'network_usage',
  'network_hotspot_tokens',
  'network_hotspot_devices',
  'network_pauses',
  'network_devices',
  'network_port_rules',
  'network_gateway_versions',
  'network_gateways',
] as const satisfies ReadonlyArray<keyof NetworkTables>;
