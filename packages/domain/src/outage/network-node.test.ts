import { describe, expect, it } from 'vitest';
import {
  MAINTENANCE_NOTICE_MS,
  assessArea,
  RECENTLY_CLEARED_WINDOW_MS,
  areaOutageSummary,
  nodeConditions,
  outageNoticeKind,
  type NetworkNode,
  type NodeConditions,
} from './network-node.ts';
import { HOUR_MS } from '../time.ts';

const NOW = Date.UTC(2026, 10, 20, 15, 0, 0);
const H = 3_600_000;
const quiet: NetworkNode = {
  outageStartedAt: null,
  outageClearedAt: null,
  maintenanceStartsAt: null,
  maintenanceEndsAt: null,
  inDistress: false,
};

describe('nodeConditions', () => {
  it.each([
    {
      case: 'a quiet node',
      node: {},
      expected: { outageActive: false, recentlyCleared: false, maintenance: 'none' },
    },
    {
      case: 'an outage under way',
      node: { outageStartedAt: NOW - 2 * H },
      expected: { outageActive: true, recentlyCleared: false },
    },
    {
      case: 'an outage starting later',
      node: { outageStartedAt: NOW + H },
      expected: { outageActive: false },
    },
    {
      case: 'an outage cleared an hour ago',
      node: { outageStartedAt: NOW - 5 * H, outageClearedAt: NOW - H },
      expected: { outageActive: false, recentlyCleared: true },
    },
    {
      case: 'an outage cleared just inside the window',
      node: { outageStartedAt: NOW - 30 * H, outageClearedAt: NOW - RECENTLY_CLEARED_WINDOW_MS + 1 },
      expected: { recentlyCleared: true },
    },
    {
      case: 'an outage cleared exactly a window ago',
      node: { outageStartedAt: NOW - 30 * H, outageClearedAt: NOW - RECENTLY_CLEARED_WINDOW_MS },
      expected: { recentlyCleared: false },
    },
    {
      case: 'maintenance under way',
      node: { maintenanceStartsAt: NOW - H, maintenanceEndsAt: NOW + H },
      expected: { maintenance: 'active' },
    },
    {
      case: 'maintenance tonight',
      node: { maintenanceStartsAt: NOW + 9 * H, maintenanceEndsAt: NOW + 13 * H },
      expected: { maintenance: 'upcoming' },
    },
    {
      case: 'maintenance just past the notice period',
      node: {
        maintenanceStartsAt: NOW + MAINTENANCE_NOTICE_MS + 1,
        maintenanceEndsAt: NOW + MAINTENANCE_NOTICE_MS + 4 * H,
      },
      expected: { maintenance: 'none' },
    },
    {
      case: 'maintenance that ended',
      node: { maintenanceStartsAt: NOW - 4 * H, maintenanceEndsAt: NOW },
      expected: { maintenance: 'none' },
    },
    { case: 'a node in distress', node: { inDistress: true }, expected: { inDistress: true } },
    {
      case: 'an outage starting right now',
      node: { outageStartedAt: NOW },
      expected: { outageActive: true, recentlyCleared: false },
    },
    {
      case: 'an outage cleared right now',
      node: { outageStartedAt: NOW - 2 * H, outageClearedAt: NOW },
      expected: { outageActive: false, recentlyCleared: true },
    },
    {
      case: 'an outage whose clearing time is still ahead',
      node: { outageStartedAt: NOW - 2 * H, outageClearedAt: NOW + H },
      expected: { outageActive: true, recentlyCleared: false },
    },
    {
      case: 'maintenance starting right now',
      node: { maintenanceStartsAt: NOW, maintenanceEndsAt: NOW + 4 * H },
      expected: { maintenance: 'active' },
    },
    {
      case: 'maintenance starting exactly the notice period ahead',
      node: {
        maintenanceStartsAt: NOW + MAINTENANCE_NOTICE_MS,
        maintenanceEndsAt: NOW + MAINTENANCE_NOTICE_MS + 4 * H,
      },
      expected: { maintenance: 'upcoming' },
    },
    {
      case: 'a maintenance window with an end but no start',
      node: { maintenanceEndsAt: NOW + H },
      expected: { maintenance: 'none' },
    },
    {
      case: 'a maintenance window with a start but no end',
      node: { maintenanceStartsAt: NOW - H },
      expected: { maintenance: 'none' },
    },
  ])('$case', ({ node, expected }) => {
    expect(nodeConditions({ ...quiet, ...node }, NOW)).toMatchObject(expected);
  });

  it('reads a maintenance window without an end as no maintenance at any time, before 1970 too', () => {
    const noEnd = { ...quiet, maintenanceStartsAt: -2 * H };
    expect(nodeConditions(noEnd, -H).maintenance).toBe('none');
    expect(nodeConditions(noEnd, -3 * H).maintenance).toBe('none');
  });
});

describe('assessArea (a ZIP code lookup)', () => {
  const c = (over: Partial<NodeConditions> = {}): NodeConditions => ({
    outageActive: false,
    recentlyCleared: false,
    maintenance: 'none',
    inDistress: false,
    ...over,
  });
  it.each([
    { case: 'no node serves it', nodes: [], status: 'NOT_SERVED' },
    { case: 'one quiet node', nodes: [c()], status: 'NO_OUTAGE' },
    { case: 'one node of two out', nodes: [c(), c({ outageActive: true })], status: 'OUTAGE' },
    {
      case: 'outage beats maintenance',
      nodes: [c({ maintenance: 'active' }), c({ outageActive: true })],
      status: 'OUTAGE',
    },
    {
      case: 'maintenance under way beats distress',
      nodes: [c({ inDistress: true }), c({ maintenance: 'active' })],
      status: 'PLANNED_MAINTENANCE',
    },
    {
      case: 'distress beats maintenance to come',
      nodes: [c({ maintenance: 'upcoming' }), c({ inDistress: true })],
      status: 'NODE_DISTRESS',
    },
    { case: 'maintenance to come', nodes: [c({ maintenance: 'upcoming' })], status: 'PLANNED_MAINTENANCE' },
    { case: 'recently cleared', nodes: [c({ recentlyCleared: true })], status: 'RECENTLY_CLEARED' },
  ] as const)('$case -> $status', ({ nodes, status }) => {
    expect(assessArea(nodes).status).toBe(status);
  });

  it('names the node that decides the status', () => {
    const quietNode = { ...c(), name: 'quiet' };
    const out = { ...c({ outageActive: true }), name: 'out' };
    expect(assessArea([quietNode, out])).toEqual({ status: 'OUTAGE', node: out });
    expect(assessArea([quietNode])).toEqual({ status: 'NO_OUTAGE', node: null });
  });

  it('names the ZIP code in the summary', () => {
    expect(areaOutageSummary('OUTAGE', '11803')).toContain('11803');
    expect(areaOutageSummary('NO_OUTAGE', '11801')).toBe('There are no known outages in 11801.');
  });

  it.each([
    [
      'OUTAGE',
      'There is a service outage in 11803. Our technicians are working to restore service as quickly as possible.',
    ],
    [
      'PLANNED_MAINTENANCE',
      'Network maintenance is scheduled in 11803. Service may be briefly interrupted during the maintenance window.',
    ],
    ['NODE_DISTRESS', 'Some customers in 11803 may notice brief interruptions. We are looking into it.'],
    ['RECENTLY_CLEARED', 'A recent outage in 11803 has been resolved and service has been restored.'],
    ['NO_OUTAGE', 'There are no known outages in 11803.'],
    ['NOT_SERVED', 'We do not have network information for 11803.'],
  ] as const)('summarises %s for a ZIP code', (status, summary) => {
    expect(areaOutageSummary(status, '11803')).toBe(summary);
  });
});

describe('the notice an outage calls for', () => {
  const quiet = {
    outageStartedAt: null,
    outageClearedAt: null,
    maintenanceStartsAt: null,
    maintenanceEndsAt: null,
    inDistress: false,
  };
  const now = Date.UTC(2026, 10, 29, 12);
  it('is "detected" while the outage lasts, "restored" for a day after it cleared, then none', () => {
    expect(outageNoticeKind(quiet, now)).toBeNull();
    expect(outageNoticeKind({ ...quiet, outageStartedAt: now - HOUR_MS }, now)).toBe('detected');
    expect(outageNoticeKind({ ...quiet, outageStartedAt: now + HOUR_MS }, now)).toBeNull();
    const cleared = { ...quiet, outageStartedAt: now - 3 * HOUR_MS, outageClearedAt: now - HOUR_MS };
    expect(outageNoticeKind(cleared, now)).toBe('restored');
    expect(outageNoticeKind(cleared, now + RECENTLY_CLEARED_WINDOW_MS)).toBeNull();
  });
});
