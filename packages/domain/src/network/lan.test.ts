import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAN,
  HomeNetworkMessages,
  checkLan,
  parseIpv4,
  prefixOfMask,
  type LanSettings,
} from './index.ts';

type LanCode = ReturnType<typeof checkLan>[number]['code'];
const issue = (path: keyof LanSettings, code: LanCode) => ({
  path,
  code,
  message: HomeNetworkMessages[code],
});

describe('dotted IPv4 addresses', () => {
  it('reads the lowest and the highest address', () => {
    expect(parseIpv4('0.0.0.0')).toBe(0);
    expect(parseIpv4('255.255.255.255')).toBe(4_294_967_295);
    expect(parseIpv4('192.168.1.10')).toBe(3_232_235_786);
  });

  it.each(['a1.0.0.1', '1a.0.0.1', '10.0.0.1x', '10.0.x1.1', '10.0.0.1234', '10.0.0.', '10..0.1'])(
    'refuses %j',
    (text) => expect(parseIpv4(text)).toBeNull(),
  );
});

describe('subnet masks', () => {
  it.each([
    ['128.0.0.0', 1],
    ['255.0.0.0', 8],
    ['255.240.0.0', 12],
    ['255.255.255.252', 30],
    ['255.255.255.254', 31],
    ['255.255.255.255', 32],
  ])('%s is a /%i', (mask, prefix) => expect(prefixOfMask(mask)).toBe(prefix));

  it.each(['0.0.0.0', '255.255.255.253', 'mask', '255.255.255'])('%j is no mask', (mask) =>
    expect(prefixOfMask(mask)).toBeNull(),
  );
});

describe('the LAN a gateway serves', () => {
  it('takes the largest network, a /8', () => {
    expect(checkLan({ ...DEFAULT_LAN, subnetMask: '255.0.0.0' })).toEqual([]);
  });

  it('takes the smallest network, a /30 of two hosts', () => {
    expect(
      checkLan({
        gatewayAddress: '10.0.0.1',
        subnetMask: '255.255.255.252',
        dhcpStart: '10.0.0.2',
        dhcpEnd: '10.0.0.2',
      }),
    ).toEqual([]);
  });

  it('refuses a /7 and a /31 as a subnet mask, and nothing else', () => {
    expect(checkLan({ ...DEFAULT_LAN, subnetMask: '254.0.0.0' })).toEqual([
      issue('subnetMask', 'subnetMask'),
    ]);
    expect(checkLan({ ...DEFAULT_LAN, subnetMask: '255.255.255.254' })).toEqual([
      issue('subnetMask', 'subnetMask'),
    ]);
  });

  it('takes each private block whole', () => {
    expect(
      checkLan({
        gatewayAddress: '172.16.0.1',
        subnetMask: '255.240.0.0',
        dhcpStart: '172.16.0.10',
        dhcpEnd: '172.31.255.250',
      }),
    ).toEqual([]);
    expect(
      checkLan({
        gatewayAddress: '192.168.0.1',
        subnetMask: '255.255.0.0',
        dhcpStart: '192.168.0.10',
        dhcpEnd: '192.168.255.250',
      }),
    ).toEqual([]);
  });

  it('refuses a mask that reaches past a private block', () => {
    expect(
      checkLan({
        gatewayAddress: '172.16.0.1',
        subnetMask: '255.224.0.0',
        dhcpStart: '172.16.0.10',
        dhcpEnd: '172.16.0.250',
      }),
    ).toEqual([issue('subnetMask', 'privateAddress')]);
  });

  it('names only the field that cannot be read, and checks nothing further', () => {
    expect(checkLan({ ...DEFAULT_LAN, gatewayAddress: '10.0.0' })).toEqual([
      issue('gatewayAddress', 'ipAddress'),
    ]);
    expect(checkLan({ ...DEFAULT_LAN, gatewayAddress: '8.8.8.1' })).toEqual([
      issue('gatewayAddress', 'privateAddress'),
    ]);
    expect(checkLan({ ...DEFAULT_LAN, subnetMask: '255.0.255.0' })).toEqual([
      issue('subnetMask', 'subnetMask'),
    ]);
    expect(checkLan({ ...DEFAULT_LAN, dhcpStart: '10.0.0.x' })).toEqual([issue('dhcpStart', 'ipAddress')]);
    expect(checkLan({ ...DEFAULT_LAN, dhcpEnd: '' })).toEqual([issue('dhcpEnd', 'ipAddress')]);
  });

  it('names every field that cannot be read, in the order of the form', () => {
    expect(
      checkLan({ gatewayAddress: 'gateway', subnetMask: 'mask', dhcpStart: 'start', dhcpEnd: 'end' }),
    ).toEqual([
      issue('gatewayAddress', 'ipAddress'),
      issue('subnetMask', 'subnetMask'),
      issue('dhcpStart', 'ipAddress'),
      issue('dhcpEnd', 'ipAddress'),
    ]);
  });

  it('does not judge the order of a range that is outside the subnet', () => {
    expect(checkLan({ ...DEFAULT_LAN, dhcpStart: '10.0.1.10' })).toEqual([
      issue('dhcpStart', 'dhcpOutsideSubnet'),
    ]);
  });

  it('takes a range of one address', () => {
    expect(checkLan({ ...DEFAULT_LAN, dhcpStart: '10.0.0.10', dhcpEnd: '10.0.0.10' })).toEqual([]);
  });

  it('refuses a range that ends on the gateway, and takes one that stops just below it', () => {
    expect(checkLan({ ...DEFAULT_LAN, gatewayAddress: '10.0.0.250' })).toEqual([
      issue('dhcpStart', 'dhcpIncludesGateway'),
    ]);
    expect(checkLan({ ...DEFAULT_LAN, gatewayAddress: '10.0.0.251' })).toEqual([]);
    expect(checkLan({ ...DEFAULT_LAN, gatewayAddress: '10.0.0.254' })).toEqual([]);
  });
});
