/**
 * Seed 000 §4 Outage status (derived) and §3 Outage summary. The seed names the statuses but not
 * their precedence; docs/decisions/0005-outage-precedence.md gives the order chosen here and why.
 */

/** Every status the portal can report for a subscriber (seed 000 §4), plus the not-signed-in case. */
export const OUTAGE_STATUSES = [
  'NON_PAY',
  'OUTAGE_ON_ACCOUNT',
  'VOD_HOLD',
  'PLANNED_MAINTENANCE',
  'OFFLINE',
  'NODE_DISTRESS',
  'RECENTLY_CLEARED',
  'NO_OUTAGE',
  'ERROR',
  'NOT_LOGGED_IN',
] as const;
export type OutageStatus = (typeof OUTAGE_STATUSES)[number];

/** Seed 000 §3 accountSummary.accountPaymentStatus: 'nonPay' is service suspended for an unpaid bill. */
export type AccountPaymentStatus = 'current' | 'pastDue' | 'nonPay';

/** A maintenance window under way, one starting soon (MAINTENANCE_NOTICE_MS), or neither. */
export type MaintenanceState = 'active' | 'upcoming' | 'none';

/** Seed 000 §3 Outage summary's accountSummary, with the two facts the statuses also need. */
export interface OutageAccountSummary {
  accountPaymentStatus: AccountPaymentStatus;
  /** an outage is active on the node serving the account */
  serviceOutageReported: boolean;
  plannedMaintenance: MaintenanceState;
  nodeInDistress: boolean;
  /** how many of the account's devices are offline */
  devicesOffline: number;
  /** on-demand ordering is on hold for the account (VOD_HOLD) */
  vodHold: boolean;
  /** an outage on the account's node ended within RECENTLY_CLEARED_WINDOW_MS */
  recentlyCleared: boolean;
}

/**
 * The one status a subscriber sees, by ADR 0005: what stops service and needs the subscriber
 * first (non-pay), then network causes before the subscriber's own equipment (so nobody is told to
 * restart a modem during an outage), then notices, then good news.
 */
export function deriveOutageStatus(s: OutageAccountSummary): OutageStatus {
  if (s.accountPaymentStatus === 'nonPay') return 'NON_PAY';
  if (s.serviceOutageReported) return 'OUTAGE_ON_ACCOUNT';
  if (s.plannedMaintenance === 'active') return 'PLANNED_MAINTENANCE';
  if (s.nodeInDistress) return 'NODE_DISTRESS';
  if (s.devicesOffline > 0) return 'OFFLINE';
  if (s.plannedMaintenance === 'upcoming') return 'PLANNED_MAINTENANCE';
  if (s.vodHold) return 'VOD_HOLD';
  if (s.recentlyCleared) return 'RECENTLY_CLEARED';
  return 'NO_OUTAGE';
}

export const OutageMessages = {
  /** Seed 002 §8 outage banner, verbatim: what ERROR shows. */
  unavailable: 'Your service status is not available at this time. Please try again later.',
} as const;

/**
 * The header's short status texts. Seed 002 §8 lists "no outage, service outage, equipment
 * offline, past due, network maintenance, brief interruption, service restored, not logged in";
 * VOD_HOLD is not in that list, so its text is ours. The web catalogue holds the shown copies.
 */
export const OUTAGE_STATUS_LABELS: Readonly<Record<OutageStatus, string>> = {
  NO_OUTAGE: 'No outage',
  OUTAGE_ON_ACCOUNT: 'Service outage',
  OFFLINE: 'Equipment offline',
  NON_PAY: 'Past due',
  PLANNED_MAINTENANCE: 'Network maintenance',
  NODE_DISTRESS: 'Brief interruption',
  RECENTLY_CLEARED: 'Service restored',
  NOT_LOGGED_IN: 'Not logged in',
  VOD_HOLD: 'On Demand on hold',
  ERROR: OutageMessages.unavailable,
};

/** Where each status's link goes: the on-demand hold has its own page (seed 000 §2). */
export function outagePagePath(status: OutageStatus): string {
  if (status === 'NOT_LOGGED_IN') return '/support/outage/#/UnauthenticatedUserOutage';
  if (status === 'VOD_HOLD') return '/support/outage/#/PendingVOD';
  return '/support/outage/';
}
