import { issuesOf, isApiError } from '../../../lib/api-client.ts';
import { fallbackKey, reasonKey, type ReasonKeys } from '../../../lib/refusal.ts';
import type { NetworkMessageKey } from '../i18n/use-network-t.ts';
import type { MessageKey } from '../../../i18n/en.ts';

/** The network's refusals the pages word themselves, by the server's reason id. */
export const NETWORK_REASON_KEYS: ReasonKeys<NetworkMessageKey> = {
  'network.no-internet': 'network.noInternet',
  'network.not-primary': 'network.msg.notPrimary',
  'network.gateway.failed': 'network.msg.gatewayFailed',
  'network.gateway.changed': 'network.msg.gatewayChanged',
  'network.ssid.required': 'network.msg.ssidRequired',
  'network.ssid.too-long': 'network.msg.ssidTooLong',
  'network.special-characters': 'network.msg.specialCharacters',
  'network.passphrase.length': 'network.msg.passphraseLength',
  'network.passphrase.characters': 'network.msg.passphraseCharacters',
  'network.channel': 'network.msg.channel',
  'network.timer.order': 'network.msg.timer',
  'network.address.format': 'network.msg.ipAddress',
  'network.address.private': 'network.msg.privateAddress',
  'network.subnet-mask': 'network.msg.subnetMask',
  'network.gateway.outside-subnet': 'network.msg.gatewayOutsideSubnet',
  'network.dhcp.outside-subnet': 'network.msg.dhcpOutsideSubnet',
  'network.dhcp.order': 'network.msg.dhcpOrder',
  'network.dhcp.includes-gateway': 'network.msg.dhcpIncludesGateway',
  'network.port': 'network.msg.port',
  'network.port.range-order': 'network.msg.portRangeOrder',
  'network.port-rule.outside-lan': 'network.msg.internalAddressOutsideLan',
  'network.port-rule.is-gateway': 'network.msg.internalAddressIsGateway',
  'network.port-rule.overlap': 'network.msg.portRuleOverlap',
  'network.port-rule.too-many': 'network.msg.tooManyPortRules',
  'network.port-rule.not-found': 'network.msg.portRuleNotFound',
  'network.label.required': 'network.msg.labelRequired',
  'network.label.too-long': 'network.msg.labelTooLong',
  'network.device.not-found': 'network.msg.deviceNotFound',
  'network.group.not-found': 'network.msg.groupNotFound',
  'network.pause.until-past': 'network.msg.pauseUntilPast',
  'network.pause.too-far-ahead': 'network.msg.pauseTooFar',
  'network.pause.not-found': 'network.msg.pauseNotFound',
  'network.pause.order': 'network.msg.pauseOrder',
  'network.pause.day': 'network.msg.pauseDay',
  'network.pause.in-the-past': 'network.msg.pauseInThePast',
  'network.mac-address': 'network.msg.macAddress',
  'network.email': 'network.msg.email',
  'network.hotspot.duplicate': 'network.msg.hotspotDuplicate',
  'network.hotspot.not-found': 'network.msg.hotspotNotFound',
  'network.hotspot.too-many': 'network.msg.hotspotTooMany',
  'network.spam-filter.not-offered': 'network.msg.spamNotOffered',
};

/** The key for a failed call: its reason's words, else the generic message for its status. */
export function refusalKey(error: unknown): NetworkMessageKey | MessageKey {
  return reasonKey(error, NETWORK_REASON_KEYS) ?? fallbackKey(error);
}

/**
 * A refused form's field messages: `body.<prefix><field>` issue paths -> catalogue keys, keyed
 * by the field's path after the prefix ('band5.ssid', 'dhcpEnd'). The first issue of a field wins.
 */
export function fieldKeys(error: unknown, prefix: string): Record<string, NetworkMessageKey | MessageKey> {
  const out: Record<string, NetworkMessageKey | MessageKey> = {};
  for (const issue of issuesOf(error)) {
    const start = `body.${prefix}`;
    if (!issue.path.startsWith(start)) continue;
    const field = issue.path.slice(start.length);
    const key = issue.reason ? NETWORK_REASON_KEYS[issue.reason] : undefined;
    out[field] ??= key ?? 'common.refused.badRequest';
  }
  return out;
}

/** True when the call was refused because the account has no internet service. */
export const isNoInternet = (error: unknown): boolean =>
  isApiError(error) && error.reason === 'network.no-internet';
