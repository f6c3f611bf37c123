/**
 * LAN rules: private ranges only (RFC 1918), the gateway a host address inside the subnet, the
 * DHCP range inside it and clear of the gateway. Addresses are dotted IPv4 text.
 */
import { LAN_PREFIX_MAX, LAN_PREFIX_MIN } from './constants.ts';
import type { NetworkIssue } from './issues.ts';
import { HomeNetworkMessages as M } from './messages.ts';

const OCTETS = 4;
const OCTET_MAX = 255;
const BITS = 32;

/** The address as an unsigned 32-bit number, or null when it is not dotted IPv4. */
export function parseIpv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== OCTETS) return null;
  let value = 0;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p) || (p.length > 1 && p.startsWith('0'))) return null;
    const n = Number(p);
    if (n > OCTET_MAX) return null;
    value = value * (OCTET_MAX + 1) + n;
  }
  return value;
}

const ip = (a: number, b: number, c: number, d: number) => ((a * 256 + b) * 256 + c) * 256 + d;
/** RFC 1918's three private blocks: [first address, prefix length]. */
const PRIVATE_BLOCKS: ReadonlyArray<[number, number]> = [
  [ip(10, 0, 0, 0), 8],
  [ip(172, 16, 0, 0), 12],
  [ip(192, 168, 0, 0), 16],
];

const blockSize = (prefix: number) => 2 ** (BITS - prefix);
const networkOf = (addr: number, prefix: number) => addr - (addr % blockSize(prefix));

export function isPrivateIpv4(addr: number): boolean {
  return PRIVATE_BLOCKS.some(([base, prefix]) => networkOf(addr, prefix) === base);
}

/** The prefix length of a contiguous mask (255.255.255.0 is 24), or null. */
export function prefixOfMask(mask: string): number | null {
  const value = parseIpv4(mask);
  if (value === null) return null;
  for (let prefix = 1; prefix <= BITS; prefix++) {
    if (value === 2 ** BITS - blockSize(prefix)) return prefix;
  }
  return null;
}

/** The home network a gateway serves. */
export interface LanSettings {
  gatewayAddress: string;
  subnetMask: string;
  dhcpStart: string;
  dhcpEnd: string;
}

/** A host address of the subnet: inside it, and neither its network nor its broadcast address. */
export function isHostInSubnet(addr: number, gateway: number, prefix: number): boolean {
  const net = networkOf(gateway, prefix);
  return networkOf(addr, prefix) === net && addr !== net && addr !== net + blockSize(prefix) - 1;
}

type LanCode =
  | 'ipAddress'
  | 'privateAddress'
  | 'subnetMask'
  | 'gatewayOutsideSubnet'
  | 'dhcpOutsideSubnet'
  | 'dhcpOrder'
  | 'dhcpIncludesGateway';
export type LanIssue = NetworkIssue<LanCode>;

/** Every refused field of a LAN change; empty when it may be applied. */
export function checkLan(lan: LanSettings): LanIssue[] {
  const issues: LanIssue[] = [];
  const add = (path: keyof LanSettings, code: LanCode) => issues.push({ path, code, message: M[code] });
  const gateway = parseIpv4(lan.gatewayAddress);
  const start = parseIpv4(lan.dhcpStart);
  const end = parseIpv4(lan.dhcpEnd);
  const prefix = prefixOfMask(lan.subnetMask);
  if (gateway === null) add('gatewayAddress', 'ipAddress');
  else if (!isPrivateIpv4(gateway)) add('gatewayAddress', 'privateAddress');
  if (prefix === null || prefix < LAN_PREFIX_MIN || prefix > LAN_PREFIX_MAX) add('subnetMask', 'subnetMask');
  if (start === null) add('dhcpStart', 'ipAddress');
  if (end === null) add('dhcpEnd', 'ipAddress');
  if (issues.length > 0 || gateway === null || prefix === null || start === null || end === null) {
    return issues;
  }
  if (!isHostInSubnet(gateway, gateway, prefix)) add('gatewayAddress', 'gatewayOutsideSubnet');
  // The subnet is the one the gateway's address and the mask make; a mask too small for a private
  // block would reach public addresses.
  if (PRIVATE_BLOCKS.every(([base, p]) => prefix < p || networkOf(gateway, p) !== base)) {
    add('subnetMask', 'privateAddress');
  }
  if (!isHostInSubnet(start, gateway, prefix)) add('dhcpStart', 'dhcpOutsideSubnet');
  if (!isHostInSubnet(end, gateway, prefix)) add('dhcpEnd', 'dhcpOutsideSubnet');
  if (issues.length > 0) return issues;
  if (start > end) add('dhcpEnd', 'dhcpOrder');
  else if (gateway >= start && gateway <= end) add('dhcpStart', 'dhcpIncludesGateway');
  return issues;
}

/** Seed defaults a gateway leaves the factory with (and returns to on reset). */
export const DEFAULT_LAN: LanSettings = {
  gatewayAddress: '10.0.0.1',
  subnetMask: '255.255.255.0',
  dhcpStart: '10.0.0.10',
  dhcpEnd: '10.0.0.250',
};
