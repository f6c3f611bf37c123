import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../time.ts';
import {
  BYTES_PER_MB,
  DEFAULT_LAN,
  HomeNetworkMessages,
  bestChannel,
  checkLabel,
  checkLan,
  checkPause,
  checkPortRule,
  checkWireless,
  hasNoUsage,
  hasOnlyAllowedCharacters,
  isListedWifiDevice,
  isWifiCallSuccess,
  lastThirtyDays,
  parseIpv4,
  pauseIsOver,
  pauseState,
  prefixOfMask,
  stripSpecialCharacters,
  usageAmount,
  type PortRule,
  type WirelessSettings,
} from './index.ts';
import { isValidMacAddress, formatMacAddressInput } from '../validation/mac-address.ts';

describe('the no-special-character field (seed 002 §5)', () => {
  it.each([
    ['Home_5G+guest-1|x', 'Home_5G+guest-1|x'],
    ['Café Niño', 'Café Niño'],
    ['My "net"!', 'My net'],
    ['a<b>c;d', 'abcd'],
    ['tab\there', 'tab\there'],
  ])('keeps %j as %j', (raw, kept) => {
    expect(stripSpecialCharacters(raw)).toBe(kept);
    expect(hasOnlyAllowedCharacters(raw)).toBe(raw === kept);
  });
});

describe('MAC addresses (seed 000 §5)', () => {
  it.each([
    ['00:1A:2B:3C:4D:5E', true],
    ['00:1a:2b:3c:4d:5e', true],
    ['00-1A-2B-3C-4D-5E', false],
    ['00:1A:2B:3C:4D', false],
    ['00:1A:2B:3C:4D:5G', false],
  ])('%j is valid: %s', (mac, ok) => expect(isValidMacAddress(mac)).toBe(ok));
  it('inserts the colons as the field is typed', () => {
    expect(formatMacAddressInput('001a2b3c4d5e77')).toBe('00:1A:2B:3C:4D:5E');
  });
});

describe('a wifi call (seed 002 §4)', () => {
  it.each([
    [{ status: 'SUCCESS', reason: 'SUCCESS' }, true],
    [{ status: 'SUCCESS', reason: 'PENDING' }, false],
    [{ status: 'FAILURE', reason: 'SUCCESS' }, false],
    [{ status: 'success', reason: 'success' }, false],
  ])('%j succeeds: %s', (result, ok) => expect(isWifiCallSuccess(result)).toBe(ok));
});

describe('a wifi device is listed (seed 002 §5)', () => {
  const full = { email: 'a@b.co', macAddress: '00:1A:2B:3C:4D:5E', name: 'Phone', type: 'PHONE' };
  it('with email, macAddress, name and type', () => expect(isListedWifiDevice(full)).toBe(true));
  it.each(['email', 'macAddress', 'name', 'type'] as const)('not without %s', (field) => {
    expect(isListedWifiDevice({ ...full, [field]: null })).toBe(false);
    expect(isListedWifiDevice({ ...full, [field]: ' ' })).toBe(false);
  });
  it('registeredBy is not needed', () =>
    expect(isListedWifiDevice({ ...full, registeredBy: null })).toBe(true));
});

describe('LAN and subnet', () => {
  it('reads dotted addresses and masks', () => {
    expect(parseIpv4('10.0.0.1')).toBe(167772161);
    expect(parseIpv4('10.0.0')).toBeNull();
    expect(parseIpv4('10.0.0.256')).toBeNull();
    expect(parseIpv4('10.0.0.01')).toBeNull();
    expect(prefixOfMask('255.255.255.0')).toBe(24);
    expect(prefixOfMask('255.255.0.255')).toBeNull();
  });

  it('accepts the factory settings', () => expect(checkLan(DEFAULT_LAN)).toEqual([]));

  it.each([
    [{ gatewayAddress: '8.8.8.1' }, 'gatewayAddress', 'privateAddress'],
    [{ gatewayAddress: '172.32.0.1' }, 'gatewayAddress', 'privateAddress'],
    [{ gatewayAddress: '10.0.0' }, 'gatewayAddress', 'ipAddress'],
    [{ subnetMask: '255.0.255.0' }, 'subnetMask', 'subnetMask'],
    [{ subnetMask: '255.255.255.254' }, 'subnetMask', 'subnetMask'],
    [
      {
        gatewayAddress: '192.168.0.1',
        subnetMask: '255.0.0.0',
        dhcpStart: '192.168.0.10',
        dhcpEnd: '192.168.0.20',
      },
      'subnetMask',
      'privateAddress',
    ],
    [{ gatewayAddress: '10.0.0.0' }, 'gatewayAddress', 'gatewayOutsideSubnet'],
    [{ gatewayAddress: '10.0.0.255' }, 'gatewayAddress', 'gatewayOutsideSubnet'],
    [{ dhcpStart: '10.0.1.10' }, 'dhcpStart', 'dhcpOutsideSubnet'],
    [{ dhcpEnd: '10.0.0.255' }, 'dhcpEnd', 'dhcpOutsideSubnet'],
    [{ dhcpStart: '10.0.0.200', dhcpEnd: '10.0.0.100' }, 'dhcpEnd', 'dhcpOrder'],
    [{ dhcpStart: '10.0.0.1' }, 'dhcpStart', 'dhcpIncludesGateway'],
  ])('refuses %j at %s (%s)', (change, path, code) => {
    const issues = checkLan({ ...DEFAULT_LAN, ...change });
    expect(issues[0]).toMatchObject({
      path,
      code,
      message: HomeNetworkMessages[code as keyof typeof HomeNetworkMessages],
    });
  });

  it('accepts the other private ranges', () => {
    expect(
      checkLan({
        gatewayAddress: '172.16.5.1',
        subnetMask: '255.255.0.0',
        dhcpStart: '172.16.5.2',
        dhcpEnd: '172.16.9.9',
      }),
    ).toEqual([]);
    expect(
      checkLan({
        gatewayAddress: '192.168.1.1',
        subnetMask: '255.255.255.0',
        dhcpStart: '192.168.1.100',
        dhcpEnd: '192.168.1.200',
      }),
    ).toEqual([]);
  });
});

describe('port forwarding', () => {
  const rule: PortRule = {
    name: 'Game server',
    protocol: 'TCP',
    externalStart: 27015,
    externalEnd: 27020,
    internalAddress: '10.0.0.20',
    internalPort: 27015,
  };
  it('accepts a rule for a host on the LAN', () => expect(checkPortRule(rule, DEFAULT_LAN, [])).toEqual([]));
  it.each([
    [{ externalStart: 0 }, 'externalStart', 'port'],
    [{ externalEnd: 65536 }, 'externalEnd', 'port'],
    [{ externalStart: 30000 }, 'externalEnd', 'portRangeOrder'],
    [{ internalPort: 1.5 }, 'internalPort', 'port'],
    [{ internalAddress: '10.0.1.20' }, 'internalAddress', 'internalAddressOutsideLan'],
    [{ internalAddress: '10.0.0.255' }, 'internalAddress', 'internalAddressOutsideLan'],
    [{ internalAddress: '10.0.0.1' }, 'internalAddress', 'internalAddressIsGateway'],
    [{ internalAddress: 'ten' }, 'internalAddress', 'ipAddress'],
    [{ name: 'Games!' }, 'name', 'specialCharacters'],
    [{ name: '' }, 'name', 'labelRequired'],
  ])('refuses %j at %s (%s)', (change, path, code) => {
    expect(checkPortRule({ ...rule, ...change }, DEFAULT_LAN, [])[0]).toMatchObject({ path, code });
  });
  it.each([
    [{ protocol: 'TCP', externalStart: 27020, externalEnd: 27030 }, true],
    [{ protocol: 'BOTH', externalStart: 27000, externalEnd: 27015 }, true],
    [{ protocol: 'UDP', externalStart: 27015, externalEnd: 27020 }, false],
    [{ protocol: 'TCP', externalStart: 27021, externalEnd: 27030 }, false],
  ] as const)('a second rule %j overlaps: %s', (change, overlaps) => {
    const issues = checkPortRule({ ...rule, ...change }, DEFAULT_LAN, [rule]);
    expect(issues.some((i) => i.code === 'portRuleOverlap')).toBe(overlaps);
  });
  it('holds at most 20 rules', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({
      ...rule,
      externalStart: i + 1,
      externalEnd: i + 1,
    }));
    expect(checkPortRule(rule, DEFAULT_LAN, many)[0]?.code).toBe('tooManyPortRules');
  });
});

describe('wireless settings per band', () => {
  const ok: WirelessSettings = {
    band24: { enabled: true, ssid: 'Home', passphrase: 'correct horse', channel: 6 },
    band5: { enabled: true, ssid: 'Home-5G', passphrase: 'correct horse', channel: 0 },
    timer: { enabled: false, turnOnMinutes: 0, turnOffMinutes: 0 },
  };
  it('accepts names, passwords and channels of each band', () => expect(checkWireless(ok)).toEqual([]));
  it.each([
    [{ band5: { ...ok.band5, ssid: '' } }, 'band5.ssid', 'ssidRequired'],
    [{ band5: { ...ok.band5, ssid: 'x'.repeat(33) } }, 'band5.ssid', 'ssidTooLong'],
    [{ band24: { ...ok.band24, ssid: 'Home<1>' } }, 'band24.ssid', 'specialCharacters'],
    [{ band24: { ...ok.band24, passphrase: 'short' } }, 'band24.passphrase', 'passphraseLength'],
    [{ band24: { ...ok.band24, passphrase: 'x'.repeat(64) } }, 'band24.passphrase', 'passphraseLength'],
    [{ band24: { ...ok.band24, passphrase: 'pässwörd1' } }, 'band24.passphrase', 'passphraseCharacters'],
    [{ band24: { ...ok.band24, channel: 36 } }, 'band24.channel', 'channel'],
    [{ band5: { ...ok.band5, channel: 6 } }, 'band5.channel', 'channel'],
  ])('refuses %j at %s (%s)', (change, path, code) => {
    expect(checkWireless({ ...ok, ...change })).toEqual([
      expect.objectContaining({
        path,
        code,
        message: HomeNetworkMessages[code as keyof typeof HomeNetworkMessages],
      }),
    ]);
  });
  it("refuses a timer that turns on after it turns off with the seed's message", () => {
    const issues = checkWireless({
      ...ok,
      timer: { enabled: true, turnOnMinutes: 600, turnOffMinutes: 540 },
    });
    expect(issues).toEqual([
      { path: 'timer.turnOnMinutes', code: 'timer', message: 'Turn on time must be before turn off time.' },
    ]);
  });
  it('ignores the times of a timer that is off', () => {
    expect(
      checkWireless({ ...ok, timer: { enabled: false, turnOnMinutes: 600, turnOffMinutes: 540 } }),
    ).toEqual([]);
  });
  it('picks the least crowded channel, the lowest on a tie', () => {
    expect(
      bestChannel('band24', { 1: 4, 6: 0, 11: 2, 2: 1, 3: 1, 4: 1, 5: 1, 7: 1, 8: 1, 9: 1, 10: 1 }),
    ).toBe(6);
    expect(bestChannel('band5', {})).toBe(36);
  });
});

describe('labels', () => {
  it.each([
    ['Kids', []],
    ['', ['labelRequired']],
    ['x'.repeat(33), ['labelTooLong']],
    ['Kids & Co', ['specialCharacters']],
  ])('%j', (label, codes) => expect(checkLabel('name', label).map((i) => i.code)).toEqual(codes));
});

describe('pausing a device', () => {
  const now = Date.UTC(2026, 10, 20, 15, 0);
  it.each([
    [{ mode: 'now' as const }, []],
    [{ mode: 'until' as const, until: now + HOUR_MS }, []],
    [{ mode: 'until' as const, until: now }, ['pauseUntilPast']],
    [{ mode: 'until' as const, until: Date.UTC(2026, 11, 4, 23, 59) }, []],
    [{ mode: 'until' as const, until: Date.UTC(2026, 11, 5, 0, 0) }, ['timeBlockTooFarAhead']],
    [{ mode: 'schedule' as const, block: { day: '2026-11-21', startMinutes: 1200, endMinutes: 1440 } }, []],
    [
      { mode: 'schedule' as const, block: { day: '2026-12-05', startMinutes: 0, endMinutes: 60 } },
      ['timeBlockTooFarAhead'],
    ],
    [
      { mode: 'schedule' as const, block: { day: '2026-11-19', startMinutes: 0, endMinutes: 60 } },
      ['timeBlockInThePast'],
    ],
    [
      { mode: 'schedule' as const, block: { day: '2026-11-21', startMinutes: 60, endMinutes: 60 } },
      ['timeBlockOrder'],
    ],
    [
      { mode: 'schedule' as const, block: { day: '21/11/2026', startMinutes: 0, endMinutes: 60 } },
      ['timeBlockDay'],
    ],
  ])('%j', (request, codes) => expect(checkPause(request, now).map((i) => i.code)).toEqual(codes));

  it('holds a pause until its time, then lets go by the clock', () => {
    const p = { mode: 'until' as const, until: now + DAY_MS, block: null };
    expect(pauseState(p, now)).toEqual({ active: true, resumesAt: now + DAY_MS });
    expect(pauseState(p, now + DAY_MS).active).toBe(false);
    expect(pauseIsOver(p, now + DAY_MS)).toBe(true);
  });
  it('holds a scheduled pause only inside its block', () => {
    const p = {
      mode: 'schedule' as const,
      until: null,
      block: { day: '2026-11-20', startMinutes: 900, endMinutes: 960 },
    };
    expect(pauseState(p, now).active).toBe(true);
    expect(pauseState(p, now - HOUR_MS).active).toBe(false);
    expect(pauseIsOver(p, now - HOUR_MS)).toBe(false);
    expect(pauseIsOver(p, now + HOUR_MS)).toBe(true);
  });
  it('holds a pause from now until it is resumed', () => {
    expect(pauseState({ mode: 'now', until: null, block: null }, now)).toEqual({
      active: true,
      resumesAt: null,
    });
  });
});

describe('usage (seed 002 §9)', () => {
  it('lays out LAST_THIRTY_DAYS ending today, filling missing days', () => {
    const days = lastThirtyDays(
      [{ day: '2026-11-20', bytes: 5, seconds: 1, activeSessions: 1, devices: 1 }],
      '2026-11-20',
    );
    expect(days).toHaveLength(30);
    expect(days[0]?.day).toBe('2026-10-22');
    expect(days[29]?.bytes).toBe(5);
    expect(hasNoUsage(days)).toBe(false);
    expect(hasNoUsage(lastThirtyDays([], '2026-11-20'))).toBe(true);
    expect(HomeNetworkMessages.noUsage).toBe('No usage in the last thirty days.');
  });
  it.each([
    [BYTES_PER_MB, { value: 1, unit: 'MB' }],
    [1_048_576 * 512.25, { value: 512.3, unit: 'MB' }],
    [1_048_576 * 1024, { value: 1, unit: 'GB' }],
    [1_048_576 * 1024 * 2.54, { value: 2.5, unit: 'GB' }],
  ])('shows %d bytes as %j', (bytes, shown) => expect(usageAmount(bytes)).toEqual(shown));
});
