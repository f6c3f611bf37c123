import type { Kysely, Transaction } from 'kysely';
import type { OutageNoticeKind } from '@coax/domain';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The nodes that have had an outage (its start is set); the job decides which call for a notice. */
export function nodesWithOutages(db: Db) {
  return db
    .selectFrom('network_nodes')
    .select([
      'id',
      'name',
      'outage_started_at',
      'outage_cleared_at',
      'outage_etr_at',
      'maintenance_starts_at',
      'maintenance_ends_at',
      'in_distress',
    ])
    .where('outage_started_at', 'is not', null)
    .orderBy('id')
    .execute();
}

/**
 * The ids on the node's accounts not yet given this notice of this outage, at most `limit`. A
 * 'restored' notice goes only to the ids a 'detected' notice reached, so nobody hears of an outage
 * for the first time when it ends.
 */
export async function idsToTell(
  db: Db,
  n: { nodeId: string; startedAt: number; kind: OutageNoticeKind; limit: number },
): Promise<string[]> {
  let q = db
    .selectFrom('account_network as an')
    .innerJoin('users as u', 'u.account_number', 'an.account_number')
    .leftJoin('outage_notices as o', (j) =>
      j
        .onRef('o.user_id', '=', 'u.id')
        .on('o.node_id', '=', n.nodeId)
        .on('o.started_at', '=', n.startedAt)
        .on('o.kind', '=', n.kind),
    )
    .select('u.id')
    .where('an.node_id', '=', n.nodeId)
    .where('o.user_id', 'is', null);
  if (n.kind === 'restored') {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('outage_notices as d')
          .select('d.user_id')
          .whereRef('d.user_id', '=', 'u.id')
          .where('d.node_id', '=', n.nodeId)
          .where('d.started_at', '=', n.startedAt)
          .where('d.kind', '=', 'detected')
          .where('d.messages', '>', 0),
      ),
    );
  }
  const rows = await q.orderBy('u.id').limit(n.limit).execute();
  return rows.map((r) => r.id);
}

/** Marks one id's notice of one outage; false when another pass marked it first. */
export async function claimOutageNotice(
  trx: Db,
  row: {
    node_id: string;
    started_at: number;
    user_id: string;
    kind: OutageNoticeKind;
    written_at: number;
    messages: number;
  },
): Promise<boolean> {
  const res = await trx
    .insertInto('outage_notices')
    .values(row)
    .onConflict((oc) => oc.columns(['node_id', 'started_at', 'kind', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Forgets notices written before `before`; an outage that old has long been told of. */
export async function deleteOutageNoticesBefore(db: Db, before: number): Promise<number> {
  const res = await db.deleteFrom('outage_notices').where('written_at', '<', before).executeTakeFirst();
  return Number(res.numDeletedRows);
}
