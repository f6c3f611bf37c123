import type { Insertable, Kysely } from 'kysely';
import { addDays, isoDayOf, type PromotionPrice } from '@coax/domain';
import type { Database } from '../schema.ts';
import type { PromotionsTable } from '../schema-promotions.ts';
import { lineName, promotionCode } from './statement-line-names.ts';

/** jsmith's account. */
const JSMITH = '781245006201';

interface SeedPromotion {
  id: string;
  serviceCode: string;
  promoPriceCents: number;
  regularPriceCents: number;
  /** days from today to the last day */
  endsInDays: number;
}

/**
 * jsmith's running promotions: TV Select at $39.99 instead of $54.99 ends in 20 days (inside the 30-day
 * notice, so the alert shows and the e-mail goes), Unlimited calling at $9.99 instead of $14.99
 * in 95 days. They are the one source of the promotional prices: the statements print a
 * promotion line for each (billing-documents-seed.ts), My services bills the promotional price,
 * and both read them from here. The Internet 300 promotion that ended is the one the statements
 * show (its last day is read from them, so the explainer and this list agree).
 */
const CURRENT: readonly SeedPromotion[] = [
  {
    id: 'promo-jsmith-tv',
    serviceCode: 'TV-SELECT',
    promoPriceCents: 3999,
    regularPriceCents: 5499,
    endsInDays: 20,
  },
  {
    id: 'promo-jsmith-phone',
    serviceCode: 'PHONE-UNL',
    promoPriceCents: 999,
    regularPriceCents: 1499,
    endsInDays: 95,
  },
];

/** The promotions running on `accountNumber` as of `today`, as pricing reads them. */
export function seedPromotionPrices(
  accountNumber: string,
  today: string,
): (PromotionPrice & { id: string })[] {
  if (accountNumber !== JSMITH) return [];
  return CURRENT.map((p) => ({
    id: p.id,
    serviceCode: p.serviceCode,
    promoPriceCents: p.promoPriceCents,
    regularPriceCents: p.regularPriceCents,
    endsOn: addDays(today, p.endsInDays),
  }));
}

/** After the statements: the ended promotion's day comes from jsmith's statement lines. */
export async function seedPromotions(trx: Kysely<Database>, now: number): Promise<void> {
  const today = isoDayOf(now);
  const ended = await trx
    .selectFrom('statement_lines as l')
    .innerJoin('statements as s', 's.id', 'l.statement_id')
    .select(['l.promo_ends_on', 'l.amount_cents'])
    .where('s.account_number', '=', JSMITH)
    .where('l.code', '=', promotionCode('INT300'))
    .where('l.promo_ends_on', 'is not', null)
    .orderBy('s.statement_date', 'desc')
    .executeTakeFirst();
  const rows: Insertable<PromotionsTable>[] = seedPromotionPrices(JSMITH, today).map((p) => {
    const name = lineName(p.serviceCode);
    return {
      id: p.id,
      account_number: JSMITH,
      service_code: p.serviceCode,
      name_en: name.en,
      name_es: name.es,
      promo_price_cents: p.promoPriceCents,
      regular_price_cents: p.regularPriceCents,
      ends_on: p.endsOn,
      notice_sent_at: null,
    };
  });
  if (ended?.promo_ends_on) {
    const name = lineName('INT300');
    rows.push({
      id: 'promo-jsmith-internet',
      account_number: JSMITH,
      service_code: 'INT300',
      name_en: name.en,
      name_es: name.es,
      promo_price_cents: 3999 + ended.amount_cents,
      regular_price_cents: 3999,
      ends_on: ended.promo_ends_on,
      // Its notice went out a month before it ended.
      notice_sent_at: Date.parse(`${addDays(ended.promo_ends_on, -30)}T12:00:00Z`),
    });
  }
  await trx.insertInto('promotions').values(rows).execute();
}
