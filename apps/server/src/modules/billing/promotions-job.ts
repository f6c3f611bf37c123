import type { Kysely } from 'kysely';
import { addDays, isoDayOf, PROMOTION_NOTICE_DAYS } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import { enqueue, noticeMessages } from '../../platform/outbox/outbox.ts';
import type { ContactRoutes } from '../identity/index.ts';
import { claimPromotionNotice, noticeRecipient, promotionsToNotify } from './calendar-repository.ts';
import { promotionNotice } from './calendar-text.ts';

/** Promotions one pass looks at, at most; the next pass takes the rest. */
const BATCH = 100;

/**
 * The notice 30 days before a promotion ends, once, by e-mail and text as the primary user's
 * contact entries say. Each promotion is claimed by a guarded update in the same transaction that
 * writes the outbox rows, so the message exists exactly when the promotion is marked, and two
 * runners (or a second pass) never write it twice. An account with no address on file, or whose
 * entries take no account notices, is marked too: there is nobody to write to, and the account
 * alert still shows.
 */
export function promotionNoticeJob(deps: { db: Kysely<Database>; brand: string; routes: ContactRoutes }) {
  const { db, brand, routes } = deps;
  return async function run(now: number): Promise<number> {
    const today = isoDayOf(now);
    const due = await promotionsToNotify(db, today, addDays(today, PROMOTION_NOTICE_DAYS), BATCH);
    let written = 0;
    for (const p of due) {
      const wrote = await db.transaction().execute(async (trx) => {
        if (!(await claimPromotionNotice(trx, p.id, now))) return false;
        const to = await noticeRecipient(trx, p.account_number, routes);
        if (!to.email && !to.phone) return false;
        const text = promotionNotice(
          {
            name: to.language === 'es' ? p.name_es : p.name_en,
            endsOn: p.ends_on,
            promoPriceCents: p.promo_price_cents,
            regularPriceCents: p.regular_price_cents,
            brand,
          },
          to.language,
        );
        await enqueue(trx, now, noticeMessages(to, text, { brand, topic: `billing:promotion:${p.id}` }));
        return true;
      });
      if (wrote) written += 1;
    }
    return written;
  };
}
