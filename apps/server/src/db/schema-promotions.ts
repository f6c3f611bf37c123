/** Promotions (migration 0031; issue 20 item 2). Money in cents, days as YYYY-MM-DD, instants in ms. */

export interface PromotionsTable {
  id: string;
  account_number: string;
  /** the rate code of the discounted service (INT300) */
  service_code: string;
  name_en: string;
  name_es: string;
  promo_price_cents: number;
  regular_price_cents: number;
  /** the promotion's last day */
  ends_on: string;
  /** when the e-mail 30 days before the end was written to the outbox; null until then */
  notice_sent_at: number | null;
}

export interface PromotionsTables {
  promotions: PromotionsTable;
}

/** Promotions refer to accounts only: anywhere before the accounts in DEMO_TABLES. */
export const PROMOTIONS_TABLES = ['promotions'] as const satisfies ReadonlyArray<keyof PromotionsTables>;
