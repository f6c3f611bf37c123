import type { NetworkGateway, NetworkMap, NetworkOverview, WifiUsage } from '@coax/contract';
import { BYTES_PER_MB, DEFAULT_LAN } from '@coax/domain';

/** Thirty days ending 2026-11-20; `mbPerDay` 0 gives the empty period. */
export function createWifiUsage(mbPerDay = 0): WifiUsage {
  const days = Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9, 22 + i)).toISOString().slice(0, 10);
    return {
      day: date,
      bytes: mbPerDay * BYTES_PER_MB,
      seconds: mbPerDay ? 3600 : 0,
      activeSessions: 1,
      devices: 2,
    };
  });
  return {
    timePeriod: 'LAST_THIRTY_DAYS',
    days,
    totalBytes: days.reduce((n, d) => n + d.bytes, 0),
    totalSeconds: days.reduce((n, d) => n + d.seconds, 0),
  };
}

export function createNetworkOverview(over: Partial<NetworkOverview> = {}): NetworkOverview {
  return {
    internet: true,
    gateway: {
      model: 'XB8',
      firmware: '8.2.1',
      macAddress: '3C:37:86:5A:10:01',
      online: true,
      lastRebootAt: 0,
    },
    counts: { devices: 5, paused: 0, portRules: 1, hotspotDevices: 1 },
    spamFilterOffered: true,
    canChange: true,
    ...over,
  };
}

export function createGateway(over: Partial<NetworkGateway> = {}): NetworkGateway {
  return {
    version: 1,
    wireless: {
      band24: { enabled: true, ssid: 'Smith-Home', passphrase: 'maple-harbor-42', channel: 0 },
      band5: { enabled: true, ssid: 'Smith-Home-5G', passphrase: 'maple-harbor-42', channel: 0 },
      timer: { enabled: false, turnOnMinutes: 360, turnOffMinutes: 1380 },
    },
    lan: DEFAULT_LAN,
    updatedAt: 0,
    canChange: true,
    ...over,
  };
}

export function createNetworkMap(over: Partial<NetworkMap> = {}): NetworkMap {
  return {
    devices: [
      {
        id: 'dev-1',
        name: "Jamie's tablet",
        macAddress: 'A4:83:E7:11:22:03',
        ipAddress: '10.0.0.23',
        connection: 'wifi-2.4',
        group: 'Jamie',
        pause: null,
        nextPause: null,
      },
    ],
    groups: ['Jamie'],
    canChange: true,
    ...over,
  };
}
