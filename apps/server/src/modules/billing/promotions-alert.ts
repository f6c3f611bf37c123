import type { Kysely } from 'kysely';
import {
  isoDayOf,
  promotionIncreaseCents,
  promotionState,
  type PromotionEndingSnapshot,
  type PromotionPrice,
} from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { listPromotions } from './calendar-repository.ts';

/**
 * What other areas read of promotions: for the account alerts, the promotions ending within 30
 * days and what the bill rises by when they do (all of them together; null when none is ending);
 * for My services, the promotions still running, whose price is the one billed.
 */
export function promotionAlertSource(deps: { db: Kysely<Database>; clock: Clock }) {
  return {
    async running(accountNumber: string): Promise<PromotionPrice[]> {
      const today = isoDayOf(deps.clock.now());
      return (await listPromotions(deps.db, accountNumber))
        .filter((p) => promotionState(p.ends_on, today) !== 'ended')
        .map((p) => ({
          serviceCode: p.service_code,
          promoPriceCents: p.promo_price_cents,
          regularPriceCents: p.regular_price_cents,
          endsOn: p.ends_on,
        }));
    },

    async endingSoon(accountNumber: string): Promise<PromotionEndingSnapshot | null> {
      const today = isoDayOf(deps.clock.now());
      const ending = (await listPromotions(deps.db, accountNumber)).filter(
        (p) => promotionState(p.ends_on, today) === 'endingSoon',
      );
      if (ending.length === 0) return null;
      const increaseCents = ending.reduce(
        (sum, p) =>
          sum +
          promotionIncreaseCents({
            promoPriceCents: p.promo_price_cents,
            regularPriceCents: p.regular_price_cents,
          }),
        0,
      );
      return { increaseCents };
    },
  };
}
export type PromotionAlertSource = ReturnType<typeof promotionAlertSource>;
