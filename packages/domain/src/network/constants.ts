/**
 * Constants of the home network (seed 002 §3 Wifi device, Usage, Premium tier, Privacy; §4 wifi
 * call status; §9 usage period and units). Limits the seeds do not give are Coax's, named here.
 */
import { MINUTE_MS } from '../time.ts';

/** Seed 002 §9: "Wifi usage period LAST_THIRTY_DAYS". */
export const USAGE_PERIODS = ['LAST_THIRTY_DAYS'] as const;
export type UsagePeriod = (typeof USAGE_PERIODS)[number];
/** The days LAST_THIRTY_DAYS covers, today included. */
export const USAGE_PERIOD_DAYS = 30;

/** Seed 002 §9: "bytes shown in MB (1048576) and GB". */
export const BYTES_PER_MB = 1_048_576;
/** A GB is 1,024 of the seed's MB. */
export const MB_PER_GB = 1024;

/** Seed 002 §4: a wifi call succeeds only when status and reason both equal this. */
export const WIFI_CALL_SUCCESS = 'SUCCESS';

/** The two wireless bands a gateway broadcasts. */
export const WIFI_BANDS = ['band24', 'band5'] as const;
export type WifiBand = (typeof WIFI_BANDS)[number];

/** Channels each band may use (US); 0 lets the gateway choose. */
export const AUTO_CHANNEL = 0;
export const WIFI_CHANNELS: Record<WifiBand, readonly number[]> = {
  band24: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  band5: [36, 40, 44, 48, 149, 153, 157, 161, 165],
};

/** IEEE 802.11: a network name is 1 to 32 characters. */
export const SSID_MAX_LENGTH = 32;
/** WPA2/WPA3 personal: a passphrase is 8 to 63 printable characters. */
export const PASSPHRASE_MIN_LENGTH = 8;
export const PASSPHRASE_MAX_LENGTH = 63;

/** Names of port rules, devices and device groups: a short label. */
export const LABEL_MAX_LENGTH = 32;

/** TCP and UDP ports. */
export const PORT_MIN = 1;
export const PORT_MAX = 65_535;
export const PORT_PROTOCOLS = ['TCP', 'UDP', 'BOTH'] as const;
export type PortProtocol = (typeof PORT_PROTOCOLS)[number];
/** Enough rules for a home or a small office; keeps the gateway's table small. */
export const PORT_RULES_MAX = 20;

/** The smallest and largest LAN a gateway serves (prefix lengths). */
export const LAN_PREFIX_MIN = 8;
export const LAN_PREFIX_MAX = 30;

/** Seed 002 §3 Wifi device "type": the kinds a hotspot device may be registered as. */
export const HOTSPOT_DEVICE_TYPES = [
  'PHONE',
  'TABLET',
  'LAPTOP',
  'GAME_CONSOLE',
  'STREAMING',
  'OTHER',
] as const;
export type HotspotDeviceType = (typeof HOTSPOT_DEVICE_TYPES)[number];
/** Devices one account may register on the hotspot network. */
export const HOTSPOT_DEVICES_MAX = 10;
/** A registration token is good for this long after it is generated. */
export const HOTSPOT_TOKEN_TTL_MS = 30 * MINUTE_MS;

/** How a device or group is paused: from now on, until a time, or in a time block. */
export const PAUSE_MODES = ['now', 'until', 'schedule'] as const;
export type PauseMode = (typeof PAUSE_MODES)[number];

/** How a device reaches the gateway; behind-the-modem devices bypass it. */
export const DEVICE_CONNECTIONS = ['wifi-2.4', 'wifi-5', 'ethernet'] as const;
export type DeviceConnection = (typeof DEVICE_CONNECTIONS)[number];
