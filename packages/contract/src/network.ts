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
  isValidEmail,
  isValidMacAddress,
} from '@coax/domain';

// The home network (seed 002 §3 Premium tier, Privacy, Wifi device, Usage; §7 Router, Wifi,
// premiumtier, privacy/settings, spamscrub, behind-the-modem; issue 17). Shapes only: the rules
// (LAN ranges, ports, names, pauses) are the domain's, checked by the server field by field.

/**
 * Free text: the schema only bounds its size; the domain checks length and characters field by
 * field, so a refusal names the rule (seed 002 §5's no-special-character field).
 */
export const networkText = (max: number) => z.string().max(max * 4);
export const networkMacAddress = z
  .string()
  .max(MAC_ADDRESS_MAX_LENGTH, MacAddressMessages.invalid)
  .refine(isValidMacAddress, MacAddressMessages.invalid);
export const networkEmail = z
  .string()
  .max(254, EmailMessages.invalid)
  .refine(isValidEmail, EmailMessages.invalid);
const minutesOfDay = z.number().int().min(0).max(MINUTES_PER_DAY);
const port = z
  .number()
  .int()
  .min(0)
  .max(PORT_MAX + 1);
const ipText = z.string().max(15);

export const networkBand = z.object({
  enabled: z.boolean(),
  ssid: networkText(32),
  passphrase: networkText(63),
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
  name: networkText(LABEL_MAX_LENGTH),
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
    /** the earliest scheduled pause still to come (byGroup: set for the device's group) */
    nextPause: z.object({ id: z.string(), block: pauseBlock, byGroup: z.boolean() }).nullable(),
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
    z.object({ group: networkText(LABEL_MAX_LENGTH).min(1) }),
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
export const hotspotDeviceFields = {
  email: networkEmail,
  name: networkText(LABEL_MAX_LENGTH),
  type: z.enum(HOTSPOT_DEVICE_TYPES),
};
export const hotspotMacParams = z.object({ macAddress: networkMacAddress });

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
