import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ContactRoutes } from '../identity/index.ts';

type Q = Kysely<Database> | Transaction<Database>;

/** Promotions and the money calendar's reads; the notice job's guarded write. */

/** The account's promotions, soonest last day first. */
export function listPromotions(db: Q, accountNumber: string) {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .orderBy('ends_on')
    .orderBy('id')
    .execute();
}

/** What is due and by when. */
export function calendarBalance(db: Q, accountNumber: string) {
  return db
    .selectFrom('account_balances')
    .select(['due_date', 'amount_due_cents'])
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
}

/**
 * One-time payments scheduled and not yet made, with the method each charges; `arrangement_id`
 * names the payment arrangement a payment is an instalment of.
 */
export function scheduledOneTimePayments(db: Q, accountNumber: string) {
  return db
    .selectFrom('payments as p')
    .innerJoin('payment_methods as m', 'm.id', 'p.method_id')
    .leftJoin('payment_arrangement_instalments as i', 'i.payment_id', 'p.id')
    .select([
      'p.id',
      'p.pay_date',
      'p.amount_cents',
      'm.card_type',
      'm.last4',
      'm.exp_month',
      'm.exp_year',
      'i.arrangement_id',
    ])
    .where('p.account_number', '=', accountNumber)
    .where('p.kind', '=', 'one_time')
    .where('p.status', '=', 'scheduled')
    .orderBy('p.pay_date')
    .orderBy('p.id')
    .execute();
}

/** The autopay enrolment with the method it charges. */
export function autopayWithMethod(db: Q, accountNumber: string) {
  return db
    .selectFrom('autopay_enrolments as e')
    .innerJoin('payment_methods as m', 'm.id', 'e.method_id')
    .select([
      'e.date_type',
      'e.days_in_advance',
      'e.day_of_month',
      'e.amount_type',
      'e.cap_cents',
      'e.fixed_cents',
      'm.card_type',
      'm.last4',
      'm.exp_month',
      'm.exp_year',
    ])
    .where('e.account_number', '=', accountNumber)
    .executeTakeFirst();
}

/** Promotions whose last day is from `from` to `to` and whose notice has not gone. */
export function promotionsToNotify(db: Q, from: string, to: string, limit: number) {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('notice_sent_at', 'is', null)
    .where('ends_on', '>=', from)
    .where('ends_on', '<=', to)
    .orderBy('ends_on')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Marks the notice sent unless another runner did first: true for the one runner that wins. */
export async function claimPromotionNotice(trx: Q, id: string, now: number): Promise<boolean> {
  const res = await trx
    .updateTable('promotions')
    .set({ notice_sent_at: now })
    .where('id', '=', id)
    .where('notice_sent_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Where the account's bill notices go, as the primary user's contact entries say (issue 15): by
 * e-mail when the e-mail entry takes account notices, to the paperless address when there is one,
 * else the primary user's contact address; by text when the phone entry takes them; in the primary
 * user's language.
 */
export async function noticeRecipient(
  db: Q,
  accountNumber: string,
  routes: ContactRoutes,
): Promise<{ email: string | null; phone: string | null; language: 'en' | 'es' }> {
  const primary = (await routes.ofAccount(db, accountNumber, 'account')).find((r) => r.primary);
  if (!primary) return { email: null, phone: null, language: 'en' };
  const ebill = primary.emailTakes
    ? await db
        .selectFrom('ebill_preferences')
        .select('email')
        .where('account_number', '=', accountNumber)
        .executeTakeFirst()
    : undefined;
  return {
    email: primary.emailTakes ? ebill?.email || primary.email : null,
    phone: primary.phone,
    language: primary.language,
  };
}
