import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { BillingSummary } from '@coax/contract';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { DAY } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import { loadPrincipal } from '../session/principal.ts';
import { findBalance, findBillingStatus } from './repository.ts';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function billingService(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** The subject's balance: always the session's own account, never one named by the caller. */
    async summary(req: FastifyRequest): Promise<BillingSummary> {
      const p = await loadPrincipal(db, req);
      const accountNumber = p?.subject?.user.account_number;
      if (!p || !accountNumber) throw errors.forbidden();
      const bal = await findBalance(db, accountNumber);
      // The widget's fields; an account without a status row has no flags and no recorded payment.
      const st = await findBillingStatus(db, accountNumber);
      if (!bal) throw errors.notFound('No billing record for this account.');
      const today = isoDay(clock.now());
      const dueDays = bal.due_date
        ? Math.round((Date.parse(`${bal.due_date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY)
        : null;
      return {
        status: { statusCode: 0, statusDesc: 'Success' },
        accountNumber,
        amountDue: bal.amount_due_cents,
        currentBalance: bal.current_balance_cents,
        dueDate: bal.due_date,
        dueDays,
        systemDate: today,
        pastDue: bal.past_due === '30' || bal.past_due === '60' ? bal.past_due : '',
        pastDueAmount: bal.past_due_cents,
        csrId: p.isAgent ? p.self.user.id : null,
        statementBalance: st?.statement_balance_cents ?? bal.current_balance_cents,
        nextStatementDate: st?.next_statement_date ?? null,
        recentPayDate: st?.recent_pay_date ?? null,
        recentPayAmount: st?.recent_pay_cents ?? null,
        hasAutoPay: st?.has_auto_pay === 1,
        hasScheduledPayment: st?.has_scheduled_payment === 1,
        defaultPmNickname: st?.default_pm_nickname ?? null,
        // Never less than the past-due amount it adds pay-per-view charges to.
        pastDueAmountWithPpv: Math.max(st?.past_due_with_ppv_cents ?? 0, bal.past_due_cents),
        wrt: st?.wrt === 1,
        ppvInhibit: st?.ppv_inhibit === 1,
        preDeAuth: st?.pre_deauth === 1,
        deAuth: st?.deauth === 1,
        deAuthStartDate: st?.deauth_start_date ?? null,
      };
    },
  };
}
