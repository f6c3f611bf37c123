import type { Kysely } from 'kysely';
import type { BillCalendar, CalendarMethod as MethodDto, Promotion, PromotionList } from '@coax/contract';
import {
  addDays,
  addMonths,
  AUTOPAY_WARNING_MONTHS,
  buildIcs,
  calendarEvents,
  calendarWarnings,
  formatExpDate,
  isoDayOf,
  promotionState,
  type CalendarInput,
  type CalendarMethod,
  type CardType,
} from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { PromotionsTable } from '../../db/schema-promotions.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';
import {
  autopayWithMethod,
  calendarBalance,
  listPromotions,
  scheduledOneTimePayments,
} from './calendar-repository.ts';
import { calendarName, icsEventText } from './calendar-text.ts';
import { billPayCaller } from './payer.ts';
import { autopayAmountOf, autopayScheduleOf } from './payments/posting-job.ts';

export interface CalendarDeps {
  db: Kysely<Database>;
  clock: Clock;
  brand: string;
  /** the host named in each .ics UID */
  uidHost: string;
}

const methodOf = (m: {
  card_type: CardType | null;
  last4: string;
  exp_month: number | null;
  exp_year: number | null;
}): CalendarMethod => ({ cardType: m.card_type, last4: m.last4, expMonth: m.exp_month, expYear: m.exp_year });

const methodDto = (m: CalendarMethod | null): MethodDto | null =>
  m && {
    cardType: m.cardType,
    last4: m.last4,
    expDate:
      m.expMonth !== null && m.expYear !== null
        ? formatExpDate({ month: m.expMonth, year: m.expYear })
        : null,
  };

const promotionDto = (p: PromotionsTable, today: string): Promotion => ({
  id: p.id,
  serviceCode: p.service_code,
  name: { en: p.name_en, es: p.name_es },
  promoPrice: p.promo_price_cents,
  regularPrice: p.regular_price_cents,
  endsOn: p.ends_on,
  state: promotionState(p.ends_on, today),
});

/** The last day of a YYYY-MM month. */
const monthEnd = (month: string) => addDays(addMonths(`${month}-01`, 1), -1);

export function calendarService(deps: CalendarDeps) {
  const { db, clock } = deps;

  /** The session's subject account (bill pay), never one named by the caller. */
  async function subject(caller: Caller | null) {
    const p = await billPayCaller(db, caller);
    const accountNumber = p?.subject?.user.account_number;
    if (!p?.subject || !accountNumber) throw errors.forbidden('session.not-allowed');
    return { accountNumber, language: p.subject.user.language };
  }

  async function gather(accountNumber: string, today: string) {
    const [balance, scheduled, autopay, promotions] = await Promise.all([
      calendarBalance(db, accountNumber),
      scheduledOneTimePayments(db, accountNumber),
      autopayWithMethod(db, accountNumber),
      listPromotions(db, accountNumber),
    ]);
    const schedule = autopay ? autopayScheduleOf(autopay) : null;
    const amount = autopay ? autopayAmountOf(autopay) : null;
    const input: CalendarInput = {
      today,
      dueDate: balance?.due_date ?? null,
      amountDueCents: balance?.amount_due_cents ?? 0,
      autopay: autopay && schedule && amount ? { schedule, amount, method: methodOf(autopay) } : null,
      scheduled: scheduled.map((p) => ({
        id: p.id,
        payDate: p.pay_date,
        amountCents: p.amount_cents,
        method: methodOf(p),
        instalment: p.arrangement_id !== null,
      })),
      promotions: promotions.map((p) => ({ id: p.id, endsOn: p.ends_on })),
    };
    return { input, promotions };
  }

  return {
    async promotions(caller: Caller | null): Promise<PromotionList> {
      const { accountNumber } = await subject(caller);
      const today = isoDayOf(clock.now());
      const rows = await listPromotions(db, accountNumber);
      return { promotions: rows.map((p) => promotionDto(p, today)) };
    },

    async calendar(caller: Caller | null, month: string | undefined): Promise<BillCalendar> {
      const { accountNumber } = await subject(caller);
      const today = isoDayOf(clock.now());
      const shown = month ?? today.slice(0, 7);
      const { input, promotions } = await gather(accountNumber, today);
      const events = calendarEvents(input, `${shown}-01`, monthEnd(shown));
      const named = new Set(events.map((e) => e.ref));
      return {
        month: shown,
        today,
        events: events.map((e) => ({
          uid: e.uid,
          kind: e.kind,
          day: e.day,
          amount: e.amountCents,
          ref: e.ref,
          method: methodDto(e.method),
        })),
        warnings: calendarWarnings(input).map((w) => ({ ...w, method: methodDto(w.method) })),
        promotions: promotions.filter((p) => named.has(p.id)).map((p) => promotionDto(p, today)),
      };
    },

    /** The next three months from today as an .ics file, in the language asked for or the subscriber's. */
    async ics(
      caller: Caller | null,
      lang: 'en' | 'es' | undefined,
    ): Promise<{ bytes: Uint8Array; fileName: string }> {
      const who = await subject(caller);
      const language = lang ?? who.language;
      const now = clock.now();
      const today = isoDayOf(now);
      const { input, promotions } = await gather(who.accountNumber, today);
      const byId = new Map(promotions.map((p) => [p.id, p]));
      const events = calendarEvents(input, today, addMonths(today, AUTOPAY_WARNING_MONTHS)).map((e) => {
        const promo = e.ref ? byId.get(e.ref) : undefined;
        const text = icsEventText(
          {
            kind: e.kind,
            amountCents: e.amountCents,
            method: e.method,
            promotion: promo && {
              name: language === 'es' ? promo.name_es : promo.name_en,
              regularPriceCents: promo.regular_price_cents,
            },
          },
          language,
        );
        // The account's last four keep two accounts' events apart in one calendar program.
        return { uid: `${e.uid}.${who.accountNumber.slice(-4)}@${deps.uidHost}`, day: e.day, ...text };
      });
      const text = buildIcs({
        prodId: `-//${deps.brand}//Bill calendar//${language.toUpperCase()}`,
        name: calendarName(deps.brand, language),
        stamp: now,
        events,
      });
      return { bytes: new TextEncoder().encode(text), fileName: `bill-calendar-${today}.ics` };
    },
  };
}
export type CalendarService = ReturnType<typeof calendarService>;
