import type { Kysely, Selectable } from 'kysely';
import type { Database, NetworkNodesTable } from '../../db/schema.ts';

export type NodeRow = Selectable<NetworkNodesTable>;

/**
 * Everything outage statuses and account alerts read about one account, in one query: its node,
 * its equipment, its bill's past-due state and amount, and the bill's suspension and
 * pay-per-view flags (account_billing_status, kept by the billing area). Missing rows read as
 * "nothing wrong": an account with no node link has no known network problem.
 */
export async function findAccountState(db: Kysely<Database>, accountNumber: string) {
  return db
    .selectFrom('accounts as a')
    .leftJoin('account_network as an', 'an.account_number', 'a.account_number')
    .leftJoin('network_nodes as n', 'n.id', 'an.node_id')
    .leftJoin('account_balances as b', 'b.account_number', 'a.account_number')
    .leftJoin('account_billing_status as bs', 'bs.account_number', 'a.account_number')
    .select([
      'a.account_number',
      'an.devices_offline',
      'an.vod_hold',
      'n.id as node_id',
      'n.region',
      'n.outage_started_at',
      'n.outage_cleared_at',
      'n.outage_etr_at',
      'n.maintenance_starts_at',
      'n.maintenance_ends_at',
      'n.in_distress',
      'b.past_due',
      'b.amount_due_cents',
      'bs.deauth',
      'bs.ppv_inhibit',
    ])
    .where('a.account_number', '=', accountNumber)
    .executeTakeFirst();
}
export type AccountStateRow = NonNullable<Awaited<ReturnType<typeof findAccountState>>>;

/** The nodes serving a ZIP code. */
export async function findNodesForZip(db: Kysely<Database>, zip: string): Promise<NodeRow[]> {
  return db
    .selectFrom('network_node_zips as z')
    .innerJoin('network_nodes as n', 'n.id', 'z.node_id')
    .selectAll('n')
    .where('z.zip', '=', zip)
    .orderBy('n.id')
    .execute();
}
