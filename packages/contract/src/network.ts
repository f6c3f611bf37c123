import { z } from 'zod';
import {
  AUTO_CHANNEL,
  DEVICE_CONNECTIONS,
  EmailMessages,
  HOTSPOT_DEVICE_TYPES,
  LABEL_MAX_LENGTH,
  MAC_ADDRESS_MAX_LENGTH,
  MINUTES_PER_DAY,
  MacAddressMessages,
  PAUSE_MODES,
  PORT_MAX,
  PORT_PROTOCOLS,
  USAGE_PERIODS,
  WIFI_BANDS,
  isValidEmail,
  isValidMacAddress,
} from '@coax/domain';
import { defineRoute } from './route.ts';

// The home network (seed 002 §3 Premium tier, Privacy, Wifi device, Usage; §7 Router, Wifi,
// premiumtier, privacy/settings, spamscrub, behind-the-modem; issue 17). Shapes only: the rules
// (LAN ranges, ports, names, pauses) are the domain's, checked by the server field by field.

/**
 * Free text: the schema only bounds its size; the domain checks length and characters field by
 * field, so a refusal names the rule (seed 002 §5's no-special-character field).
 */
const text = (max: number) => z.string().max(max * 4);
const macAddress = z
  .string()
  .max(MAC_ADDRESS_MAX_LENGTH, MacAddressMessages.invalid)
  .refine(isValidMacAddress, MacAddressMessages.invalid);
const email = z.string().max(254, EmailMessages.invalid).refine(isValidEmail, EmailMessages.invalid);
const minutesOfDay = z.number().int().min(0).max(MINUTES_PER_DAY);
const port = z
  .number()
  .int()
  .min(0)
  .max(PORT_MAX + 1);
const ipText = z.string().max(15);

export const networkBand = z.object({
  enabled: z.boolean(),
  ssid: text(32),
  passphrase: text(63),
  /** AUTO_CHANNEL (0) lets the gateway choose */
  channel: z.number().int().min(AUTO_CHANNEL).max(200),
});
export const networkWireless = z
  .object({
    band24: networkBand,
    band5: networkBand,
    timer: z.object({ enabled: z.boolean(), turnOnMinutes: minutesOfDay, turnOffMinutes: minutesOfDay }),
  })
  .meta({ id: 'NetworkWireless' });
export type NetworkWireless = z.infer<typeof networkWireless>;

export const networkLan = z
  .object({ gatewayAddress: ipText, subnetMask: ipText, dhcpStart: ipText, dhcpEnd: ipText })
  .meta({ id: 'NetworkLan' });
export type NetworkLan = z.infer<typeof networkLan>;

/** The gateway's settings as applied now; `version` goes back with a change. */
export const networkGateway = z
  .object({
    version: z.number().int(),
    wireless: networkWireless,
    lan: networkLan,
    updatedAt: z.number().int(),
    canChange: z.boolean(),
  })
  .meta({ id: 'NetworkGateway' });
export type NetworkGateway = z.infer<typeof networkGateway>;

export const networkOverview = z
  .object({
    internet: z.boolean(),
    gateway: z.object({
      model: z.string(),
      firmware: z.string(),
      macAddress: z.string(),
      online: z.boolean(),
      lastRebootAt: z.number().int(),
    }),
    counts: z.object({
      devices: z.number().int(),
      paused: z.number().int(),
      portRules: z.number().int(),
      hotspotDevices: z.number().int(),
    }),
    /** seed 002 §6: the spam filter is offered with the e-mail service and an active mailbox */
    spamFilterOffered: z.boolean(),
    canChange: z.boolean(),
  })
  .meta({ id: 'NetworkOverview' });
export type NetworkOverview = z.infer<typeof networkOverview>;

export const portRuleBody = z.object({
  name: text(LABEL_MAX_LENGTH),
  protocol: z.enum(PORT_PROTOCOLS),
  externalStart: port,
  externalEnd: port,
  internalAddress: ipText,
  internalPort: port,
});
export const portRule = portRuleBody.extend({ id: z.string() }).meta({ id: 'NetworkPortRule' });
export type NetworkPortRule = z.infer<typeof portRule>;
export const portRules = z
  .object({ rules: z.array(portRule), canChange: z.boolean() })
  .meta({ id: 'NetworkPortRules' });

const pauseBlock = z.object({
  day: z.string().max(10),
  startMinutes: minutesOfDay,
  endMinutes: minutesOfDay,
});

export const networkDevice = z
  .object({
    id: z.string(),
    name: z.string(),
    macAddress: z.string(),
    ipAddress: z.string(),
    connection: z.enum(DEVICE_CONNECTIONS),
    /** the person or group the device belongs to, '' when none */
    group: z.string(),
    /** the pause holding it offline now, if any */
    pause: z
      .object({
        id: z.string(),
        mode: z.enum(PAUSE_MODES),
        /** epoch ms it resumes by the clock; null: until someone resumes it */
        resumesAt: z.number().int().nullable(),
        byGroup: z.boolean(),
      })
      .nullable(),
    /** a scheduled pause still to come */
    nextPause: z.object({ id: z.string(), block: pauseBlock }).nullable(),
  })
  .meta({ id: 'NetworkDevice' });
export type NetworkDevice = z.infer<typeof networkDevice>;
export const networkMap = z
  .object({ devices: z.array(networkDevice), groups: z.array(z.string()), canChange: z.boolean() })
  .meta({ id: 'NetworkMap' });
export type NetworkMap = z.infer<typeof networkMap>;

export const pauseBody = z.object({
  target: z.union([
    z.object({ deviceId: z.string().min(1).max(64) }),
    z.object({ group: text(LABEL_MAX_LENGTH).min(1) }),
  ]),
  mode: z.enum(PAUSE_MODES),
  /** mode 'until': epoch ms */
  until: z.number().int().optional(),
  /** mode 'schedule' */
  block: pauseBlock.optional(),
});
export type PauseBody = z.infer<typeof pauseBody>;

export const hotspotDevice = z
  .object({
    email: z.string(),
    macAddress: z.string(),
    name: z.string(),
    type: z.enum(HOTSPOT_DEVICE_TYPES),
    registeredBy: z.string(),
  })
  .meta({ id: 'HotspotDevice' });
export type HotspotDevice = z.infer<typeof hotspotDevice>;
export const hotspotDevices = z
  .object({ devices: z.array(hotspotDevice), canChange: z.boolean() })
  .meta({ id: 'HotspotDevices' });
const hotspotFields = {
  email,
  name: text(LABEL_MAX_LENGTH),
  type: z.enum(HOTSPOT_DEVICE_TYPES),
};
const macParams = z.object({ macAddress: macAddress });

export const usageDay = z.object({
  day: z.string(),
  bytes: z.number().int(),
  seconds: z.number().int(),
  activeSessions: z.number().int(),
  devices: z.number().int(),
});
export const wifiUsage = z
  .object({
    timePeriod: z.enum(USAGE_PERIODS),
    /** 30 days ending today, oldest first; a day with nothing recorded is zeros */
    days: z.array(usageDay),
    totalBytes: z.number().int(),
    totalSeconds: z.number().int(),
  })
  .meta({ id: 'WifiUsage' });
export type WifiUsage = z.infer<typeof wifiUsage>;

export const premiumTier = z
  .object({
    webhosting: z.boolean(),
    ddns: z.boolean(),
    devices: z.array(z.object({ macAddress: z.string(), port25: z.boolean(), port80: z.boolean() })),
    canChange: z.boolean(),
  })
  .meta({ id: 'PremiumTier' });
export type PremiumTier = z.infer<typeof premiumTier>;

export const privacySettings = z
  .object({ recommendations: z.boolean(), promotions: z.boolean(), canChange: z.boolean() })
  .meta({ id: 'PrivacySettings' });
export type PrivacySettings = z.infer<typeof privacySettings>;

export const spamFilter = z
  .object({ offered: z.boolean(), enabled: z.boolean(), canChange: z.boolean() })
  .meta({ id: 'SpamFilter' });
export type SpamFilter = z.infer<typeof spamFilter>;

const ok = { area: 'network' as const, access: 'user' as const };

export const networkRoutes = {
  networkOverview: defineRoute({
    ...ok,
    method: 'GET',
    path: '/api/network',
    summary: 'The internet service, the gateway and what is on the home network',
    response: networkOverview,
  }),
  networkGateway: defineRoute({
    ...ok,
    method: 'GET',
    path: '/api/network/gateway',
    summary: "The gateway's wireless, LAN and DHCP settings as applied (router/*)",
    response: networkGateway,
  }),
  networkWirelessSet: defineRoute({
    ...ok,
    method: 'POST',
    path: '/api/network/gateway/wireless',
    summary: 'Names, passwords and channels of both bands and the WiFi timer (router wireless)',
    body: z.object({ version: z.number().int(), wireless: networkWireless }),
    response: networkGateway,
  }),
  networkLanSet: defineRoute({
    ...ok,
    method: 'POST',
    path: '/api/network/gateway/lan',
    summary: 'The LAN address, subnet and DHCP range (router LAN, subnet)',
    body: z.object({ version: z.number().int(), lan: networkLan }),
    response: networkGateway,
  }),
  networkBestChannel: defineRoute({
    ...ok,
    method: 'POST',
    path: '/api/network/gateway/best-channel',
    summary: 'Scans a band and moves it to the least crowded channel (router best channel)',
    body: z.object({ version: z.number().int(), band: z.enum(WIFI_BANDS) }),
    response: networkGateway,
  }),
  networkReset: defineRoute({
    ...ok,
    method: 'POST',
    path: '/api/network/gateway/reset',
    summary: 'Restarts the gateway with its factory settings (router reset)',
    body: z.object({ confirm: z.literal(true, { error: 'confirm must be true.' }) }),
    response: networkGateway,
  }),
  networkPortRules: defineRoute({
    ...ok,
    method: 'GET',
    path: '/api/network/port-forwarding',
    summary: 'Port forwarding rules (router port forwarding)',
    response: portRules,
  }),
  networkPortRuleAdd: defineRoute({
    ...ok,
    method: 'POST',
    path: '/api/network/port-forwarding',
    summary: 'Adds a port forwarding rule',
    body: portRuleBody,
    response: portRules,
  }),
  networkPortRuleDelete: defineRoute({
    ...ok,
    method: 'DELETE',
    path: '/api/network/port-forwarding/:ruleId',
    summary: 'Removes a port forwarding rule',
    params: z.object({ ruleId: z.string().min(1).max(64) }),
    response: portRules,
  }),
  networkMap: defineRoute({
    ...ok,
    method: 'GET',
    path: '/api/network/devices',
    summary: 'The connected devices, their groups and who is paused (router network map)',
    response: networkMap,
  }),
  networkDeviceUpdate: defineRoute({
    ...ok,
    method: 'POST',
    path: '/api/network/devices/:deviceId',
    summary: "Renames a device and sets the person or group it belongs to ('' for none)",
    params: z.object({ deviceId: z.string().min(1).max(64) }),
    body: z.object({ name: text(LABEL_MAX_LENGTH), group: text(LABEL_MAX_LENGTH) }),
    response: networkMap,
  }),
  networkPause: defineRoute({
    ...ok,
    method: 'POST',
    path: '/api/network/pauses',
    summary: 'Pauses the internet for a device or a group: now, until a time, or in a time block',
    body: pauseBody,
    response: networkMap,
  }),
  networkResume: defineRoute({
    ...ok,
    method: 'DELETE',
    path: '/api/network/pauses/:pauseId',
    summary: 'Ends a pause now',
    params: z.object({ pauseId: z.string().min(1).max(64) }),
    response: networkMap,
  }),
  hotspotDevices: defineRoute({
    ...ok,
    method: 'GET',
    path: '/api/network/wifi/devices',
    summary: 'Hotspot devices with email, macAddress, name and type (wifi devices)',
    response: hotspotDevices,
  }),
  hotspotDeviceAdd: defineRoute({
    ...ok,
    method: 'PUT',
    path: '/api/network/wifi/devices',
    summary: 'Registers a device on the hotspot network (addDevice)',
    body: z.object({ macAddress, ...hotspotFields }),
    response: hotspotDevices,
  }),
  hotspotDeviceUpdate: defineRoute({
    ...ok,
    method: 'POST',
    path: '/api/network/wifi/devices/:macAddress',
    summary: 'Changes a hotspot device (updateDevice)',
    params: macParams,
    body: z.object(hotspotFields),
    response: hotspotDevices,
  }),
  hotspotDeviceDelete: defineRoute({
    ...ok,
    method: 'DELETE',
    path: '/api/network/wifi/devices/:macAddress',
    summary: 'Removes a hotspot device (deleteDevice)',
    params: macParams,
    response: hotspotDevices,
  }),
  hotspotDeviceTypes: defineRoute({
    ...ok,
    method: 'GET',
    path: '/api/network/wifi/device-types',
    summary: 'The kinds a hotspot device may be (deviceTypeList)',
    response: z.object({ types: z.array(z.enum(HOTSPOT_DEVICE_TYPES)) }),
  }),
  hotspotRegistration: defineRoute({
    ...ok,
    method: 'GET',
    path: '/api/network/wifi/registration',
    summary: "The account's hotspot registration and its status (device/reg, regstatus)",
    response: z
      .object({
        status: z.enum(['REGISTERED', 'NOT_REGISTERED']),
        registered: z.number().int(),
        allowed: z.number().int(),
      })
      .meta({ id: 'HotspotRegistration' }),
  }),
  hotspotEligibility: defineRoute({
    ...ok,
    method: 'POST',
    path: '/api/network/wifi/eligibility',
    summary: 'Whether a device may be registered (checkEligibility)',
    body: z.object({ macAddress }),
    response: z.object({
      eligible: z.boolean(),
      why: z.enum(['eligible', 'already-registered', 'limit-reached']),
    }),
  }),
  hotspotTokenGenerate: defineRoute({
    ...ok,
    method: 'POST',
    path: '/api/network/wifi/token',
    summary: 'A one-time code a device signs in to the hotspot with (generateToken)',
    response: z.object({ token: z.string(), expiresAt: z.number().int() }).meta({ id: 'HotspotToken' }),
  }),
  hotspotTokenSend: defineRoute({
    ...ok,
    method: 'POST',
    path: '/api/network/wifi/token/send',
    summary: 'E-mails a new one-time code, once per Idempotency-Key (sendTokenEmail)',
    idempotent: true,
    body: z.object({ email }),
    response: z.object({ sentTo: z.string(), expiresAt: z.number().int() }),
  }),
  wifiUsage: defineRoute({
    ...ok,
    method: 'GET',
    path: '/api/network/wifi/usage',
    summary: 'Usage by day for the period (getSessionUsage)',
    query: z.object({ timePeriod: z.enum(USAGE_PERIODS).default('LAST_THIRTY_DAYS') }),
    response: wifiUsage,
  }),
  premiumTier: defineRoute({
    ...ok,
    method: 'GET',
    path: '/api/network/premium',
    summary: 'Webhosting and ddns flags and per-device port 25/80 unblocking (premiumtier)',
    response: premiumTier,
  }),
  premiumTierSet: defineRoute({
    ...ok,
    method: 'POST',
    path: '/api/network/premium',
    summary: 'Sets the webhosting and ddns flags',
    body: z.object({ webhosting: z.boolean(), ddns: z.boolean() }),
    response: premiumTier,
  }),
  premiumDeviceSet: defineRoute({
    ...ok,
    method: 'PUT',
    path: '/api/network/premium/devices',
    summary: 'Unblocks or blocks port 25 and port 80 for a device; both off removes it',
    body: z.object({ macAddress, port25: z.boolean(), port80: z.boolean() }),
    response: premiumTier,
  }),
  privacySettings: defineRoute({
    ...ok,
    method: 'GET',
    path: '/api/network/privacy',
    summary: 'Recommendations and promotions flags (privacy/settings)',
    response: privacySettings,
  }),
  privacySettingsSet: defineRoute({
    ...ok,
    method: 'POST',
    path: '/api/network/privacy',
    summary: 'Sets the recommendations and promotions flags',
    body: z.object({ recommendations: z.boolean(), promotions: z.boolean() }),
    response: privacySettings,
  }),
  spamFilter: defineRoute({
    ...ok,
    method: 'GET',
    path: '/api/network/spam-filter',
    summary: "The mailbox's spam filter and whether it is offered (spamscrub)",
    response: spamFilter,
  }),
  spamFilterSet: defineRoute({
    ...ok,
    method: 'POST',
    path: '/api/network/spam-filter',
    summary: 'Turns the spam filter on or off',
    body: z.object({ enabled: z.boolean() }),
    response: spamFilter,
  }),
  behindTheModem: defineRoute({
    ...ok,
    method: 'GET',
    path: '/api/network/behind-the-modem',
    summary: 'Devices connected straight to the modem, not through the gateway (behind-the-modem)',
    response: z
      .object({
        devices: z.array(z.object({ name: z.string(), macAddress: z.string(), ipAddress: z.string() })),
      })
      .meta({ id: 'BehindTheModem' }),
  }),
};
