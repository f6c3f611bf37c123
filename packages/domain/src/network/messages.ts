import {
  LABEL_MAX_LENGTH,
  PASSPHRASE_MAX_LENGTH,
  PASSPHRASE_MIN_LENGTH,
  PORT_MAX,
  PORT_MIN,
  PORT_RULES_MAX,
  SSID_MAX_LENGTH,
  HOTSPOT_DEVICES_MAX,
} from './constants.ts';

/**
 * The home network's messages. Seed 002 §8 "Config messages" gives the empty-usage text
 * verbatim; the rest are Coax's wording of rules the seeds give without a text.
 */
export const HomeNetworkMessages = {
  /** Seed 002 §8, verbatim. */
  noUsage: 'No usage in the last thirty days.',
  specialCharacters: 'Use only letters, numbers, spaces, underscore, plus, minus and |.',
  labelRequired: 'Please enter a name.',
  labelTooLong: `A name is at most ${LABEL_MAX_LENGTH} characters.`,
  ssidRequired: 'Please enter a network name.',
  ssidTooLong: `A network name is at most ${SSID_MAX_LENGTH} characters.`,
  passphraseLength: `A WiFi password is ${PASSPHRASE_MIN_LENGTH} to ${PASSPHRASE_MAX_LENGTH} characters.`,
  passphraseCharacters: 'A WiFi password uses only letters, numbers, spaces and keyboard symbols.',
  channel: 'Choose a channel from the list for this band.',
  ipAddress: 'Please enter an address like 192.168.1.1.',
  privateAddress: 'A home network uses a private address: 10.x.x.x, 172.16-31.x.x or 192.168.x.x.',
  subnetMask: 'Please enter a subnet mask like 255.255.255.0.',
  gatewayOutsideSubnet: 'The gateway address must be a host address inside the subnet.',
  dhcpOutsideSubnet: 'The DHCP range must be inside the subnet.',
  dhcpOrder: 'The DHCP range must start before it ends.',
  dhcpIncludesGateway: 'The DHCP range cannot include the gateway address.',
  port: `A port is a number from ${PORT_MIN} to ${PORT_MAX}.`,
  portRangeOrder: 'The first port must not be after the last port.',
  internalAddressOutsideLan: 'The device address must be a host address on your home network.',
  internalAddressIsGateway: 'The device address cannot be the gateway address.',
  portRuleOverlap: 'These ports are already forwarded by another rule.',
  tooManyPortRules: `A gateway holds at most ${PORT_RULES_MAX} port forwarding rules.`,
  pauseUntilPast: 'Choose a time that has not passed yet.',
  emailRequired: 'Please enter an e-mail address.',
  tooManyHotspotDevices: `An account can register at most ${HOTSPOT_DEVICES_MAX} hotspot devices.`,
} as const;
