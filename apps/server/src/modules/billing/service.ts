import type { Kysely } from 'kysely';
import type { BillingSummary, PayByMailAddress } from '@coax/contract';
import { addMonths, cardStatusOn, daysFrom, dueDateToShow, isoDayOf } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import { errors } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';
import type { ArrangementsService } from './arrangements/service.ts';
import { billPayCaller } from './payer.ts';
import {
  autopayMethod,
  findBalance,
  findBillingStatus,
  lastPostedPayment,
  latestStatement,
  methodsOfNote,
  nextScheduledPayment,
} from './repository.ts';

type PayByMailConfig = Pick<
  Config,
  | 'BRAND_NAME'
  | 'PAY_BY_MAIL_NAME'
  | 'PAY_BY_MAIL_LINE1'
  | 'PAY_BY_MAIL_LINE2'
  | 'PAY_BY_MAIL_CITY'
  | 'PAY_BY_MAIL_STATE'
  | 'PAY_BY_MAIL_ZIP'
>;

export function payByMailOf(c: PayByMailConfig): PayByMailAddress {
  return {
    name: c.PAY_BY_MAIL_NAME ?? `${c.BRAND_NAME} Payment Center`,
    addrLine1: c.PAY_BY_MAIL_LINE1,
    addrLine2: c.PAY_BY_MAIL_LINE2,
    city: c.PAY_BY_MAIL_CITY,
    state: c.PAY_BY_MAIL_STATE,
    zip: c.PAY_BY_MAIL_ZIP,
  };
}

export function billingService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  config: PayByMailConfig;
  arrangements: Pick<ArrangementsService, 'snapshot'>;
}) {
  const { db, clock } = deps;
  const payByMail = payByMailOf(deps.config);
  return {
    /**
     * bpGlobal (seed 000 §3, seed 002 §3) for the subject's account: always the session's own
     * account, never one named by the caller. Balances are the account's; autopay, scheduled and
     * recent payments, the default method and card expiry come from the payment tables; the
     * statement fields from the latest statement, else the account's billing status row.
     */
    async summary(caller: Caller | null): Promise<BillingSummary> {
      const p = await billPayCaller(db, caller);
      const accountNumber = p?.subject?.user.account_number;
      if (!p || !accountNumber) throw errors.forbidden('session.not-allowed');
      const bal = await findBalance(db, accountNumber);
      if (!bal) throw errors.notFound('billing.not-found', 'No billing record for this account.');
      const today = isoDayOf(clock.now());
      const dueDate = dueDateToShow(bal.amount_due_cents, bal.due_date);
      const [st, statement, scheduled, recent, autopay, arrangement] = await Promise.all([
        findBillingStatus(db, accountNumber),
        latestStatement(db, accountNumber),
        nextScheduledPayment(db, accountNumber),
        lastPostedPayment(db, accountNumber),
        autopayMethod(db, accountNumber),
        deps.arrangements.snapshot(accountNumber),
      ]);
      const noted = await methodsOfNote(db, accountNumber, autopay?.method_id ?? null);
      const cardStates = noted.flatMap((m) =>
        m.exp_month !== null && m.exp_year !== null ? [cardStatusOn(m.exp_month, m.exp_year, today)] : [],
      );
      return {
        status: { statusCode: 0, statusDesc: 'Success', canAccessBillPay: true },
        accountNumber,
        amountDue: bal.amount_due_cents,
        currentBalance: bal.current_balance_cents,
        // Nothing owed (a zero balance or a credit): no due date, and no "due in n days".
        dueDate,
        dueDays: dueDate ? daysFrom(today, dueDate) : null,
        systemDate: today,
        pastDue: bal.past_due === '30' || bal.past_due === '60' ? bal.past_due : '',
        pastDueAmount: bal.past_due_cents,
        csrId: p.isAgent ? p.self.user.id : null,
        statementBalance:
          statement?.total_due_cents ?? st?.statement_balance_cents ?? bal.current_balance_cents,
        nextStatementDate: statement
          ? addMonths(statement.statement_date, 1)
          : (st?.next_statement_date ?? null),
        recentPayDate: recent?.pay_date ?? null,
        recentPayAmount: recent?.amount_cents ?? null,
        hasAutoPay: autopay !== undefined,
        hasScheduledPayment: scheduled !== undefined,
        scheduledPayDate: scheduled?.pay_date ?? null,
        scheduledPayAmount: scheduled?.amount_cents ?? null,
        scheduledPayNickname: scheduled?.nickname ?? null,
        defaultPmNickname: noted.find((m) => m.is_default === 1)?.nickname ?? null,
        creditCardExpiring: cardStates.includes('expiring'),
        creditCardExpired: cardStates.includes('expired'),
        payByMail,
        // Never less than the past-due amount it adds pay-per-view charges to.
        pastDueAmountWithPpv: Math.max(st?.past_due_with_ppv_cents ?? 0, bal.past_due_cents),
        wrt: st?.wrt === 1,
        ppvInhibit: st?.ppv_inhibit === 1,
        preDeAuth: st?.pre_deauth === 1,
        deAuth: st?.deauth === 1,
        deAuthStartDate: st?.deauth_start_date ?? null,
        arrangement: arrangement && {
          status: arrangement.status,
          nextPayDate: arrangement.nextPayDate,
          nextAmount: arrangement.nextAmountCents,
        },
      };
    },
  };
}
