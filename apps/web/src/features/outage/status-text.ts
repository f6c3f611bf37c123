import type { AreaOutageStatus, OutageStatus } from '@coax/domain';
import type { OutageMessageKey } from './i18n/use-outage-t.ts';

/**
 * The header's status words: seed 002 §8's list (no outage, service outage, equipment offline,
 * past due, network maintenance, brief interruption, service restored, not logged in), our words
 * for the on-demand hold, and seed 002's outage banner text for ERROR.
 */
export const OUTAGE_STATUS_TEXT: Record<OutageStatus, OutageMessageKey> = {
  NO_OUTAGE: 'outage.status.noOutage',
  OUTAGE_ON_ACCOUNT: 'outage.status.serviceOutage',
  OFFLINE: 'outage.status.equipmentOffline',
  NON_PAY: 'outage.status.pastDue',
  PLANNED_MAINTENANCE: 'outage.status.networkMaintenance',
  NODE_DISTRESS: 'outage.status.briefInterruption',
  RECENTLY_CLEARED: 'outage.status.serviceRestored',
  NOT_LOGGED_IN: 'outage.status.notLoggedIn',
  VOD_HOLD: 'outage.status.vodHold',
  ERROR: 'outage.unavailable',
};

/** How serious a status looks (a colour beside the words, never instead of them). */
export type OutageTone = 'ok' | 'notice' | 'problem' | 'neutral';
export const OUTAGE_STATUS_TONE: Record<OutageStatus, OutageTone> = {
  NO_OUTAGE: 'ok',
  RECENTLY_CLEARED: 'ok',
  PLANNED_MAINTENANCE: 'notice',
  NODE_DISTRESS: 'notice',
  VOD_HOLD: 'notice',
  OUTAGE_ON_ACCOUNT: 'problem',
  OFFLINE: 'problem',
  NON_PAY: 'problem',
  NOT_LOGGED_IN: 'neutral',
  ERROR: 'neutral',
};

/** A ZIP code lookup's sentence for each area status; each takes {zip}. */
export const AREA_STATUS_TEXT: Record<AreaOutageStatus, OutageMessageKey> = {
  OUTAGE: 'outage.area.outage',
  PLANNED_MAINTENANCE: 'outage.area.maintenance',
  NODE_DISTRESS: 'outage.area.briefInterruption',
  RECENTLY_CLEARED: 'outage.area.serviceRestored',
  NO_OUTAGE: 'outage.area.noOutage',
  NOT_SERVED: 'outage.area.notServed',
};

export const AREA_STATUS_TONE: Record<AreaOutageStatus, 'success' | 'warning' | 'error' | 'info'> = {
  OUTAGE: 'error',
  PLANNED_MAINTENANCE: 'warning',
  NODE_DISTRESS: 'warning',
  RECENTLY_CLEARED: 'success',
  NO_OUTAGE: 'success',
  NOT_SERVED: 'info',
};
