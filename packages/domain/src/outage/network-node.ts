/**
 * The network state behind outage statuses: what a node's outage, maintenance window and distress
 * flag mean at a given time, for one account and for an area (a ZIP code).
 */
import { HOUR_MS } from '../time.ts';
import type { MaintenanceState } from './outage-status.ts';

/** An outage that ended less than this long ago reads as "Service restored" (ADR 0005). */
export const RECENTLY_CLEARED_WINDOW_MS = 24 * HOUR_MS;
/** A maintenance window starting within this long is announced in advance (ADR 0005). */
export const MAINTENANCE_NOTICE_MS = 24 * HOUR_MS;

/** One network node as the server keeps it; times are ms since the epoch. */
export interface NetworkNode {
  outageStartedAt: number | null;
  /** null while the outage is still on */
  outageClearedAt: number | null;
  maintenanceStartsAt: number | null;
  maintenanceEndsAt: number | null;
  inDistress: boolean;
}

/** What a node's data means at `now`. */
export interface NodeConditions {
  outageActive: boolean;
  recentlyCleared: boolean;
  maintenance: MaintenanceState;
  inDistress: boolean;
}

/** Reads a node at `now`: an outage is active from its start until cleared; maintenance is active inside its window. */
export function nodeConditions(node: NetworkNode, now: number): NodeConditions {
  const started = node.outageStartedAt !== null && node.outageStartedAt <= now;
  const cleared = node.outageClearedAt !== null && node.outageClearedAt <= now;
  const outageActive = started && !cleared;
  const recentlyCleared =
    started && cleared && now - (node.outageClearedAt ?? now) < RECENTLY_CLEARED_WINDOW_MS;
  let maintenance: MaintenanceState = 'none';
  const { maintenanceStartsAt: from, maintenanceEndsAt: to } = node;
  if (from !== null && to !== null && now < to) {
    if (from <= now) maintenance = 'active';
    else if (from - now <= MAINTENANCE_NOTICE_MS) maintenance = 'upcoming';
  }
  return { outageActive, recentlyCleared, maintenance, inDistress: node.inDistress };
}

/** The statuses a ZIP code lookup can answer: the network's side only, never an account's. */
export const AREA_OUTAGE_STATUSES = [
  'OUTAGE',
  'PLANNED_MAINTENANCE',
  'NODE_DISTRESS',
  'RECENTLY_CLEARED',
  'NO_OUTAGE',
  'NOT_SERVED',
] as const;
export type AreaOutageStatus = (typeof AREA_OUTAGE_STATUSES)[number];

/** The area checks in order (ADR 0005): the first a node meets decides the area's status. */
const AREA_CHECKS: ReadonlyArray<readonly [AreaOutageStatus, (n: NodeConditions) => boolean]> = [
  ['OUTAGE', (n) => n.outageActive],
  ['PLANNED_MAINTENANCE', (n) => n.maintenance === 'active'],
  ['NODE_DISTRESS', (n) => n.inDistress],
  ['PLANNED_MAINTENANCE', (n) => n.maintenance === 'upcoming'],
  ['RECENTLY_CLEARED', (n) => n.recentlyCleared],
];

/**
 * An area's status from the nodes serving it, and the node that explains it: the most serious
 * condition of any node, in the same order as for an account (ADR 0005). An area no node serves is
 * NOT_SERVED; quiet nodes give NO_OUTAGE and no deciding node.
 */
export function assessArea<T extends NodeConditions>(
  nodes: readonly T[],
): { status: AreaOutageStatus; node: T | null } {
  if (nodes.length === 0) return { status: 'NOT_SERVED', node: null };
  for (const [status, test] of AREA_CHECKS) {
    const node = nodes.find(test);
    if (node) return { status, node };
  }
  return { status: 'NO_OUTAGE', node: null };
}

/** A plain-English summary of an area's status for API callers; the web shows its own translated copy. */
export function areaOutageSummary(status: AreaOutageStatus, zip: string): string {
  switch (status) {
    case 'OUTAGE':
      return `There is a service outage in ${zip}. Our technicians are working to restore service as quickly as possible.`;
    case 'PLANNED_MAINTENANCE':
      return `Network maintenance is scheduled in ${zip}. Service may be briefly interrupted during the maintenance window.`;
    case 'NODE_DISTRESS':
      return `Some customers in ${zip} may notice brief interruptions. We are looking into it.`;
    case 'RECENTLY_CLEARED':
      return `A recent outage in ${zip} has been resolved and service has been restored.`;
    case 'NO_OUTAGE':
      return `There are no known outages in ${zip}.`;
    case 'NOT_SERVED':
      return `We do not have network information for ${zip}.`;
  }
}

/** The notices an outage sends the ids it reaches (issue 15 item 1: the contact entries' "outage"). */
export type OutageNoticeKind = 'detected' | 'restored';

/**
 * Which notice a node's outage calls for now: 'detected' while it lasts, 'restored' in the day after
 * it cleared (only to ids told of it when it began), none otherwise. An outage is known by its start.
 */
export function outageNoticeKind(node: NetworkNode, now: number): OutageNoticeKind | null {
  const c = nodeConditions(node, now);
  if (c.outageActive) return 'detected';
  return c.recentlyCleared ? 'restored' : null;
}
