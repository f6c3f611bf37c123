import { describe, expect, it } from 'vitest';
import {
  OUTAGE_STATUS_LABELS,
  OutageMessages,
  deriveOutageStatus,
  outagePagePath,
  type OutageAccountSummary,
} from './outage-status.ts';

const calm: OutageAccountSummary = {
  accountPaymentStatus: 'current',
  serviceOutageReported: false,
  plannedMaintenance: 'none',
  nodeInDistress: false,
  devicesOffline: 0,
  vodHold: false,
  recentlyCleared: false,
};
const everything: OutageAccountSummary = {
  accountPaymentStatus: 'nonPay',
  serviceOutageReported: true,
  plannedMaintenance: 'active',
  nodeInDistress: true,
  devicesOffline: 2,
  vodHold: true,
  recentlyCleared: true,
};

describe('deriveOutageStatus: each condition alone', () => {
  it.each([
    { condition: 'nothing', over: {}, status: 'NO_OUTAGE' },
    {
      condition: 'service suspended for non-pay',
      over: { accountPaymentStatus: 'nonPay' },
      status: 'NON_PAY',
    },
    {
      condition: 'only past due (service on)',
      over: { accountPaymentStatus: 'pastDue' },
      status: 'NO_OUTAGE',
    },
    {
      condition: 'an outage on the node',
      over: { serviceOutageReported: true },
      status: 'OUTAGE_ON_ACCOUNT',
    },
    {
      condition: 'maintenance under way',
      over: { plannedMaintenance: 'active' },
      status: 'PLANNED_MAINTENANCE',
    },
    {
      condition: 'maintenance tonight',
      over: { plannedMaintenance: 'upcoming' },
      status: 'PLANNED_MAINTENANCE',
    },
    { condition: 'the node in distress', over: { nodeInDistress: true }, status: 'NODE_DISTRESS' },
    { condition: 'a device offline', over: { devicesOffline: 1 }, status: 'OFFLINE' },
    { condition: 'an on-demand hold', over: { vodHold: true }, status: 'VOD_HOLD' },
    { condition: 'an outage cleared recently', over: { recentlyCleared: true }, status: 'RECENTLY_CLEARED' },
  ] as const)('$condition -> $status', ({ over, status }) => {
    expect(deriveOutageStatus({ ...calm, ...over })).toBe(status);
  });
});

describe('deriveOutageStatus: precedence (ADR 0005)', () => {
  // Each row switches off the winner of the row before, so the table walks the whole order.
  it.each([
    { off: {}, status: 'NON_PAY' },
    { off: { accountPaymentStatus: 'pastDue' }, status: 'OUTAGE_ON_ACCOUNT' },
    { off: { accountPaymentStatus: 'pastDue', serviceOutageReported: false }, status: 'PLANNED_MAINTENANCE' },
    {
      off: { accountPaymentStatus: 'current', serviceOutageReported: false, plannedMaintenance: 'upcoming' },
      status: 'NODE_DISTRESS',
    },
    {
      off: {
        accountPaymentStatus: 'current',
        serviceOutageReported: false,
        plannedMaintenance: 'upcoming',
        nodeInDistress: false,
      },
      status: 'OFFLINE',
    },
    {
      off: {
        accountPaymentStatus: 'current',
        serviceOutageReported: false,
        plannedMaintenance: 'upcoming',
        nodeInDistress: false,
        devicesOffline: 0,
      },
      status: 'PLANNED_MAINTENANCE',
    },
    {
      off: {
        accountPaymentStatus: 'current',
        serviceOutageReported: false,
        plannedMaintenance: 'none',
        nodeInDistress: false,
        devicesOffline: 0,
      },
      status: 'VOD_HOLD',
    },
    {
      off: {
        accountPaymentStatus: 'current',
        serviceOutageReported: false,
        plannedMaintenance: 'none',
        nodeInDistress: false,
        devicesOffline: 0,
        vodHold: false,
      },
      status: 'RECENTLY_CLEARED',
    },
    {
      off: {
        accountPaymentStatus: 'current',
        serviceOutageReported: false,
        plannedMaintenance: 'none',
        nodeInDistress: false,
        devicesOffline: 0,
        vodHold: false,
        recentlyCleared: false,
      },
      status: 'NO_OUTAGE',
    },
  ] as const)('$status once the winners above it are switched off', ({ off, status }) => {
    expect(deriveOutageStatus({ ...everything, ...off })).toBe(status);
  });

  it.each([
    {
      case: 'non-pay beats an outage: paying is what restores service',
      s: { accountPaymentStatus: 'nonPay', serviceOutageReported: true },
      status: 'NON_PAY',
    },
    {
      case: 'an outage beats offline equipment: no modem restart during an outage',
      s: { serviceOutageReported: true, devicesOffline: 3 },
      status: 'OUTAGE_ON_ACCOUNT',
    },
    {
      case: 'distress beats offline equipment',
      s: { nodeInDistress: true, devicesOffline: 1 },
      status: 'NODE_DISTRESS',
    },
    {
      case: 'offline equipment beats maintenance that has not started',
      s: { plannedMaintenance: 'upcoming', devicesOffline: 1 },
      status: 'OFFLINE',
    },
    {
      case: 'maintenance under way beats offline equipment',
      s: { plannedMaintenance: 'active', devicesOffline: 1 },
      status: 'PLANNED_MAINTENANCE',
    },
    { case: 'a hold beats good news', s: { vodHold: true, recentlyCleared: true }, status: 'VOD_HOLD' },
  ] as const)('$case', ({ s, status }) => {
    expect(deriveOutageStatus({ ...calm, ...s })).toBe(status);
  });
});

describe('status labels and links', () => {
  it("shows ERROR as seed 002's outage banner text", () => {
    expect(OutageMessages.unavailable).toBe(
      'Your service status is not available at this time. Please try again later.',
    );
    expect(OUTAGE_STATUS_LABELS.ERROR).toBe(OutageMessages.unavailable);
  });

  it.each([
    ['NO_OUTAGE', 'No outage'],
    ['OUTAGE_ON_ACCOUNT', 'Service outage'],
    ['OFFLINE', 'Equipment offline'],
    ['NON_PAY', 'Past due'],
    ['PLANNED_MAINTENANCE', 'Network maintenance'],
    ['NODE_DISTRESS', 'Brief interruption'],
    ['RECENTLY_CLEARED', 'Service restored'],
    ['NOT_LOGGED_IN', 'Not logged in'],
  ] as const)('labels %s with seed 002\'s "%s"', (status, label) => {
    expect(OUTAGE_STATUS_LABELS[status].toLowerCase()).toBe(label.toLowerCase());
  });

  it.each([
    ['NOT_LOGGED_IN', '/support/outage/#/UnauthenticatedUserOutage'],
    ['VOD_HOLD', '/support/outage/#/PendingVOD'],
    ['OUTAGE_ON_ACCOUNT', '/support/outage/'],
  ] as const)('links %s to %s', (status, path) => {
    expect(outagePagePath(status)).toBe(path);
  });
});
