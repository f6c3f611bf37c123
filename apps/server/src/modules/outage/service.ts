import type { Kysely } from 'kysely';
import type { AreaOutageResponse, OutageStatusResponse } from '@coax/contract';
import {
  OUTAGE_STATUS_LABELS,
  areaOutageSummary,
  assessArea,
  deriveOutageStatus,
  nodeConditions,
  outagePagePath,
  type AccountPaymentStatus,
  type BillingSnapshot,
  type NetworkNode,
  type NodeConditions,
  type OutageStatus,
} from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Log } from '../../platform/logger.ts';
import type { Principal } from '../session/index.ts';
import { findAccountState, findNodesForZip, type AccountStateRow } from './repository.ts';

const iso = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? null : new Date(ms).toISOString();

/** What the rest of the server learns about one account's network and bill. */
export interface AccountOutageState {
  status: OutageStatus;
  /** the region of the node serving the account, for alert targeting */
  region: string | null;
  /** the bill as account alerts read it (callers decide whether the caller may see it) */
  billing: BillingSnapshot | null;
  details: Omit<OutageStatusResponse, 'status' | 'label' | 'href'>;
}

function toNode(row: {
  outage_started_at: number | null;
  outage_cleared_at: number | null;
  maintenance_starts_at: number | null;
  maintenance_ends_at: number | null;
  in_distress: number | null;
}): NetworkNode {
  return {
    outageStartedAt: row.outage_started_at,
    outageClearedAt: row.outage_cleared_at,
    maintenanceStartsAt: row.maintenance_starts_at,
    maintenanceEndsAt: row.maintenance_ends_at,
    inDistress: row.in_distress === 1,
  };
}

/** The times worth telling about a node, given what its data means now. */
function nodeDetails(
  row: {
    outage_started_at: number | null;
    outage_cleared_at: number | null;
    outage_etr_at: number | null;
    maintenance_starts_at: number | null;
    maintenance_ends_at: number | null;
  },
  c: NodeConditions,
) {
  return {
    since: c.outageActive ? iso(row.outage_started_at) : null,
    estimatedRestoration: c.outageActive ? iso(row.outage_etr_at) : null,
    clearedAt: c.recentlyCleared ? iso(row.outage_cleared_at) : null,
    maintenance:
      c.maintenance !== 'none' && row.maintenance_starts_at !== null && row.maintenance_ends_at !== null
        ? {
            startsAt: new Date(row.maintenance_starts_at).toISOString(),
            endsAt: new Date(row.maintenance_ends_at).toISOString(),
          }
        : null,
  };
}

const paymentStatus = (row: AccountStateRow): AccountPaymentStatus =>
  row.deauth === 1 ? 'nonPay' : row.past_due === '30' || row.past_due === '60' ? 'pastDue' : 'current';

const NO_DETAILS = { since: null, estimatedRestoration: null, clearedAt: null, maintenance: null };

export function outageService(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;

  /** One account's derived status and what explains it. Throws when the data cannot be read. */
  async function accountState(accountNumber: string): Promise<AccountOutageState> {
    const row = await findAccountState(db, accountNumber);
    if (!row) throw new Error(`No account ${accountNumber}`);
    const hasNode = row.node_id !== null;
    const c = hasNode ? nodeConditions(toNode(row), clock.now()) : null;
    const devicesOffline = row.devices_offline ?? 0;
    const status = deriveOutageStatus({
      accountPaymentStatus: paymentStatus(row),
      serviceOutageReported: c?.outageActive ?? false,
      plannedMaintenance: c?.maintenance ?? 'none',
      nodeInDistress: c?.inDistress ?? false,
      devicesOffline,
      vodHold: row.vod_hold === 1 || row.ppv_inhibit === 1,
      recentlyCleared: c?.recentlyCleared ?? false,
    });
    const pastDue = row.past_due === '30' || row.past_due === '60' ? row.past_due : '';
    return {
      status,
      region: row.region,
      billing: row.amount_due_cents === null ? null : { pastDue, amountDueCents: row.amount_due_cents },
      details: { ...(c ? nodeDetails(row, c) : NO_DETAILS), devicesOffline },
    };
  }

  const answer = (
    status: OutageStatus,
    details: AccountOutageState['details'] = { ...NO_DETAILS, devicesOffline: 0 },
  ): OutageStatusResponse => ({
    status,
    label: OUTAGE_STATUS_LABELS[status],
    href: outagePagePath(status),
    ...details,
  });

  return {
    accountState,

    /**
     * The status for whoever is calling: NOT_LOGGED_IN without a subscriber, ERROR when the
     * network data cannot be read (seed 000 §8: a failed outage call is ERROR, not a broken page).
     */
    async statusFor(p: Principal | null, log: Log): Promise<OutageStatusResponse> {
      const accountNumber = p?.subject?.user.account_number;
      if (!accountNumber) return answer('NOT_LOGGED_IN');
      try {
        const state = await accountState(accountNumber);
        return answer(state.status, state.details);
      } catch (err) {
        log.error({ err }, 'outage status unavailable');
        return answer('ERROR');
      }
    },

    /** An area's status from the nodes serving the ZIP code: network data only, nothing of any account. */
    async byZip(zip: string): Promise<AreaOutageResponse> {
      const now = clock.now();
      const nodes = (await findNodesForZip(db, zip)).map((row) => ({
        row,
        ...nodeConditions(toNode(row), now),
      }));
      const { status, node } = assessArea(nodes);
      return {
        zip,
        status,
        summary: areaOutageSummary(status, zip),
        ...(node ? nodeDetails(node.row, node) : NO_DETAILS),
      };
    },
  };
}
export type OutageService = ReturnType<typeof outageService>;
