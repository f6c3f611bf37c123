import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { HOUR } from '../../platform/clock.ts';

interface DemoNode {
  id: string;
  name: string;
  region: string;
  zips: string[];
  /** hours from now; null for none */
  outage?: { startedIn: number; clearedIn: number | null; etrIn: number | null };
  maintenance?: { startsIn: number; endsIn: number };
  inDistress?: boolean;
}

/**
 * The network around the demo accounts, laid out relative to `now`:
 * - Hicksville (jsmith, 11801): maintenance tonight, 9 to 13 hours from now.
 * - Plainview (netonly, 11803): an outage since 2 hours ago, restoration expected in 3 hours.
 * - Hempstead (latepay, 11550): quiet; latepay's status comes from the bill (on-demand hold).
 * - Mott Haven (mgarcia, 10451 and 10454): an outage cleared 2 hours ago.
 * - Jersey City (acmebiz, 07302): quiet; one of acmebiz's devices is offline.
 * - Stamford (06902, no demo account): in distress, for the ZIP code lookup.
 */
const NODES: DemoNode[] = [
  {
    id: 'LI-HKS-01',
    name: 'Hicksville',
    region: 'long-island',
    zips: ['11801'],
    maintenance: { startsIn: 9, endsIn: 13 },
  },
  {
    id: 'LI-PLV-02',
    name: 'Plainview',
    region: 'long-island',
    zips: ['11803'],
    outage: { startedIn: -2, clearedIn: null, etrIn: 3 },
  },
  { id: 'LI-HEM-03', name: 'Hempstead', region: 'long-island', zips: ['11550'] },
  {
    id: 'BX-MOT-01',
    name: 'Mott Haven',
    region: 'bronx',
    zips: ['10451', '10454'],
    outage: { startedIn: -6, clearedIn: -2, etrIn: null },
  },
  { id: 'NJ-JC-04', name: 'Jersey City', region: 'new-jersey', zips: ['07302'] },
  { id: 'CT-STM-01', name: 'Stamford', region: 'connecticut', zips: ['06902'], inDistress: true },
];

const ACCOUNT_NODES = [
  { account_number: '781245006201', node_id: 'LI-HKS-01', devices_offline: 0 },
  { account_number: '781245006302', node_id: 'BX-MOT-01', devices_offline: 0 },
  { account_number: '781245006403', node_id: 'NJ-JC-04', devices_offline: 1 },
  { account_number: '781245006504', node_id: 'LI-HEM-03', devices_offline: 0 },
  { account_number: '781245006605', node_id: 'LI-PLV-02', devices_offline: 0 },
];

const at = (now: number, hours: number | null | undefined) =>
  hours === null || hours === undefined ? null : now + hours * HOUR;

/** Seeds the network nodes, their ZIP codes and the account links. Runs inside seedDemo's transaction, after the accounts. */
export async function seedOutage(trx: Kysely<Database>, now: number): Promise<void> {
  for (const n of NODES) {
    await trx
      .insertInto('network_nodes')
      .values({
        id: n.id,
        name: n.name,
        region: n.region,
        outage_started_at: at(now, n.outage?.startedIn),
        outage_cleared_at: at(now, n.outage?.clearedIn),
        outage_etr_at: at(now, n.outage?.etrIn),
        maintenance_starts_at: at(now, n.maintenance?.startsIn),
        maintenance_ends_at: at(now, n.maintenance?.endsIn),
        in_distress: n.inDistress ? 1 : 0,
      })
      .execute();
    for (const zip of n.zips) {
      await trx.insertInto('network_node_zips').values({ zip, node_id: n.id }).execute();
    }
  }
  for (const a of ACCOUNT_NODES) {
    await trx
      .insertInto('account_network')
      .values({ ...a, vod_hold: 0 })
      .execute();
  }
}
