import type { Kysely } from 'kysely';
import { DAY_MS, outageNoticeKind } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import { enqueue, noticeMessages } from '../../platform/outbox/outbox.ts';
import type { ContactRoutes } from '../identity/index.ts';
import {
  claimOutageNotice,
  deleteOutageNoticesBefore,
  idsToTell,
  nodesWithOutages,
} from './notice-repository.ts';
import { outageNotice } from './notice-text.ts';

/** Ids one pass tells of one node's outage, at most; the next pass takes the rest. */
const BATCH = 200;
/** How long an outage notice is remembered: far past the day after an outage clears. */
export const OUTAGE_NOTICE_KEEP_MS = 30 * DAY_MS;

/**
 * Outage notices (issue 15 item 1, the contact entries' "outage" choice): while a node's outage
 * lasts, every id on the accounts it serves is told once, by e-mail and text as that id's contact
 * entries say; in the day after it clears, the ids told are told it is over. Each id's notice is
 * marked (outage_notices) in the transaction that writes its messages, so two runners, or a second
 * pass, write it once; an id whose entries take no outage notices is marked too and never looked
 * at again for that outage.
 */
export function outageNoticeJob(deps: { db: Kysely<Database>; brand: string; routes: ContactRoutes }) {
  const { db, brand, routes } = deps;
  return async function run(now: number): Promise<number> {
    let written = 0;
    for (const node of await nodesWithOutages(db)) {
      const startedAt = node.outage_started_at;
      const kind = outageNoticeKind(
        {
          outageStartedAt: startedAt,
          outageClearedAt: node.outage_cleared_at,
          maintenanceStartsAt: node.maintenance_starts_at,
          maintenanceEndsAt: node.maintenance_ends_at,
          inDistress: node.in_distress === 1,
        },
        now,
      );
      if (kind === null || startedAt === null) continue;
      const ids = await idsToTell(db, { nodeId: node.id, startedAt, kind, limit: BATCH });
      for (const userId of ids) {
        written += await db.transaction().execute(async (trx) => {
          const to = await routes.ofUser(trx, userId, 'outage');
          const messages = to
            ? noticeMessages(
                to,
                outageNotice(
                  kind,
                  { area: node.name, estimatedRestoration: node.outage_etr_at, brand },
                  to.language,
                ),
                { brand, topic: `outage:${kind}:${node.id}:${startedAt}` },
              )
            : [];
          const claimed = await claimOutageNotice(trx, {
            node_id: node.id,
            started_at: startedAt,
            user_id: userId,
            kind,
            written_at: now,
            messages: messages.length,
          });
          if (!claimed) return 0;
          await enqueue(trx, now, messages);
          return messages.length;
        });
      }
    }
    return written;
  };
}

/** Forgets outage notices past OUTAGE_NOTICE_KEEP_MS. */
export const purgeOutageNotices = (db: Kysely<Database>, now: number) =>
  deleteOutageNoticesBefore(db, now - OUTAGE_NOTICE_KEEP_MS);
