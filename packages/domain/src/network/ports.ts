/**
 * Port forwarding: valid ports, an internal address that is a host on the LAN (not the gateway),
 * and no two rules forwarding the same external port of the same protocol.
 */
import { PORT_MAX, PORT_MIN, PORT_RULES_MAX, type PortProtocol } from './constants.ts';
import type { NetworkIssue } from './issues.ts';
import { checkLabel } from './labels.ts';
import { isHostInSubnet, parseIpv4, prefixOfMask, type LanSettings } from './lan.ts';
import { HomeNetworkMessages as M } from './messages.ts';

export interface PortRule {
  name: string;
  protocol: PortProtocol;
  externalStart: number;
  externalEnd: number;
  internalAddress: string;
  internalPort: number;
}

type PortCode =
  | 'labelRequired'
  | 'labelTooLong'
  | 'specialCharacters'
  | 'port'
  | 'portRangeOrder'
  | 'ipAddress'
  | 'internalAddressOutsideLan'
  | 'internalAddressIsGateway'
  | 'portRuleOverlap'
  | 'tooManyPortRules';
export type PortRuleIssue = NetworkIssue<PortCode>;

const isPort = (n: number) => Number.isInteger(n) && n >= PORT_MIN && n <= PORT_MAX;

/** Two rules collide when their protocols share one and their external ranges meet. */
export function portRulesOverlap(a: PortRule, b: PortRule): boolean {
  const shareProtocol = a.protocol === 'BOTH' || b.protocol === 'BOTH' || a.protocol === b.protocol;
  return shareProtocol && a.externalStart <= b.externalEnd && b.externalStart <= a.externalEnd;
}

/** Every refused field of a new rule, against the LAN and the rules already there. */
export function checkPortRule(
  rule: PortRule,
  lan: LanSettings,
  existing: readonly PortRule[],
): PortRuleIssue[] {
  const issues: PortRuleIssue[] = [...checkLabel('name', rule.name)];
  const add = (path: keyof PortRule, code: PortCode) => issues.push({ path, code, message: M[code] });
  if (!isPort(rule.externalStart)) add('externalStart', 'port');
  if (!isPort(rule.externalEnd)) add('externalEnd', 'port');
  else if (isPort(rule.externalStart) && rule.externalStart > rule.externalEnd) {
    add('externalEnd', 'portRangeOrder');
  }
  if (!isPort(rule.internalPort)) add('internalPort', 'port');
  const addr = parseIpv4(rule.internalAddress);
  const gateway = parseIpv4(lan.gatewayAddress);
  const prefix = prefixOfMask(lan.subnetMask);
  if (addr === null) add('internalAddress', 'ipAddress');
  else if (gateway !== null && addr === gateway) add('internalAddress', 'internalAddressIsGateway');
  else if (gateway === null || prefix === null || !isHostInSubnet(addr, gateway, prefix)) {
    add('internalAddress', 'internalAddressOutsideLan');
  }
  if (issues.length > 0) return issues;
  if (existing.some((r) => portRulesOverlap(r, rule))) add('externalStart', 'portRuleOverlap');
  else if (existing.length >= PORT_RULES_MAX) add('name', 'tooManyPortRules');
  return issues;
}
