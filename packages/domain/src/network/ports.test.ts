import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAN,
  HomeNetworkMessages,
  checkPortRule,
  portRulesOverlap,
  type PortRule,
  type PortRuleIssue,
} from './index.ts';

const rule: PortRule = {
  name: 'Game server',
  protocol: 'TCP',
  externalStart: 27015,
  externalEnd: 27020,
  internalAddress: '10.0.0.20',
  internalPort: 27015,
};
const issue = (path: keyof PortRule, code: PortRuleIssue['code']) => ({
  path,
  code,
  message: HomeNetworkMessages[code],
});

describe('ports of a forwarding rule', () => {
  it('takes ports 1 and 65535', () => {
    expect(
      checkPortRule({ ...rule, externalStart: 1, externalEnd: 65_535, internalPort: 1 }, DEFAULT_LAN, []),
    ).toEqual([]);
    expect(checkPortRule({ ...rule, internalPort: 65_535 }, DEFAULT_LAN, [])).toEqual([]);
  });

  it('refuses ports 0 and 65536', () => {
    expect(checkPortRule({ ...rule, internalPort: 0 }, DEFAULT_LAN, [])).toEqual([
      issue('internalPort', 'port'),
    ]);
    expect(checkPortRule({ ...rule, internalPort: 65_536 }, DEFAULT_LAN, [])).toEqual([
      issue('internalPort', 'port'),
    ]);
  });

  it('takes a single port, its first and last port the same', () => {
    expect(checkPortRule({ ...rule, externalStart: 8080, externalEnd: 8080 }, DEFAULT_LAN, [])).toEqual([]);
  });

  it('refuses a range whose first port is after its last', () => {
    expect(checkPortRule({ ...rule, externalStart: 8081, externalEnd: 8080 }, DEFAULT_LAN, [])).toEqual([
      issue('externalEnd', 'portRangeOrder'),
    ]);
  });
});

describe('the device a rule forwards to', () => {
  it('is refused as outside the LAN when the gateway address cannot be read', () => {
    const lan = { ...DEFAULT_LAN, gatewayAddress: 'gateway' };
    expect(checkPortRule({ ...rule, internalAddress: '0.0.0.5' }, lan, [])).toEqual([
      issue('internalAddress', 'internalAddressOutsideLan'),
    ]);
    expect(checkPortRule(rule, lan, [])).toEqual([issue('internalAddress', 'internalAddressOutsideLan')]);
  });

  it('is refused as outside the LAN when the subnet mask cannot be read', () => {
    expect(checkPortRule(rule, { ...DEFAULT_LAN, subnetMask: 'mask' }, [])).toEqual([
      issue('internalAddress', 'internalAddressOutsideLan'),
    ]);
  });

  it('is refused with its own message when it is the gateway', () => {
    expect(checkPortRule({ ...rule, internalAddress: '10.0.0.1' }, DEFAULT_LAN, [])).toEqual([
      issue('internalAddress', 'internalAddressIsGateway'),
    ]);
  });
});

describe('rules that forward the same ports', () => {
  const both: PortRule = { ...rule, protocol: 'BOTH' };

  it.each([
    [both, rule, true],
    [rule, both, true],
    [rule, { ...rule, protocol: 'UDP' as const }, false],
    [{ ...rule, protocol: 'UDP' as const }, rule, false],
    [both, { ...rule, protocol: 'UDP' as const }, true],
  ])('%j and %j collide: %s', (a, b, collide) => expect(portRulesOverlap(a, b)).toBe(collide));

  it.each([
    [27000, 27014, false],
    [27000, 27015, true],
    [27016, 27018, true],
    [27020, 27030, true],
    [27021, 27030, false],
  ])('%i-%i against 27015-27020 collide: %s', (externalStart, externalEnd, collide) => {
    const other = { ...rule, externalStart, externalEnd };
    expect(portRulesOverlap(rule, other)).toBe(collide);
    expect(portRulesOverlap(other, rule)).toBe(collide);
  });

  it('refuses a TCP rule on ports a rule for both protocols forwards, naming the first port', () => {
    expect(checkPortRule(rule, DEFAULT_LAN, [both])).toEqual([issue('externalStart', 'portRuleOverlap')]);
  });

  it('takes a rule on the ports just below those of another rule', () => {
    expect(checkPortRule({ ...rule, externalStart: 27000, externalEnd: 27014 }, DEFAULT_LAN, [rule])).toEqual(
      [],
    );
  });

  it('reports only the fields of a rule that has mistakes, not its collisions', () => {
    expect(checkPortRule({ ...rule, name: '' }, DEFAULT_LAN, [rule])).toEqual([
      issue('name', 'labelRequired'),
    ]);
  });
});

describe('how many rules a gateway holds', () => {
  const others = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ ...rule, externalStart: i + 1, externalEnd: i + 1 }));

  it('takes a 20th rule and refuses a 21st, at the name', () => {
    expect(checkPortRule(rule, DEFAULT_LAN, others(19))).toEqual([]);
    expect(checkPortRule(rule, DEFAULT_LAN, others(20))).toEqual([issue('name', 'tooManyPortRules')]);
  });
});
