import type { Kysely } from 'kysely';
import type {
  CreditOverview,
  CreditRequestBody,
  CreditRequestView,
  CreditableOutage,
  DeskCreditRequest,
} from '@coax/contract';
import {
  CREDIT_LOOKBACK_DAYS,
  CreditMessages,
  DAY_MS,
  formatDate,
  HOUR_MS,
  MISSED_APPOINTMENT_CREDIT_CENTS,
  outageCreditCents,
  outageQualifiesByRule,
} from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';
import type { BillCreditsService } from '../billing/index.ts';
import { agentIdOf, caseOwnerOf, iso, isoOrNull, newCaseId, type CaseOwner } from './cases-owner.ts';
import * as repo from './cases-repository.ts';

const outageRef = (nodeId: string, startedAt: number) => `outage:${nodeId}:${startedAt}`;

function view(row: repo.CreditRow): CreditRequestView {
  return {
    id: row.id,
    reason: row.reason,
    status: row.status,
    periodStart: iso(row.period_start),
    periodEnd: iso(row.period_end),
    amountCents: Number(row.amount_cents),
    byRule: Number(row.by_rule) === 1,
    note: row.note,
    createdAt: iso(row.created_at),
    decidedAt: isoOrNull(row.decided_at),
  };
}

const deskView = (row: repo.CreditRow): DeskCreditRequest => ({
  ...view(row),
  userId: row.user_id,
  accountNumber: row.account_number,
  decidedBy: row.decided_by,
});

/** The credit line's name on the bill and in the bill explainer, in both languages. */
function reasonText(row: Pick<repo.CreditRow, 'reason' | 'period_start'>) {
  const day = iso(row.period_start).slice(0, 10);
  const dia = formatDate(day, 'es-US');
  return row.reason === 'outage'
    ? { reasonEn: `Outage credit ${day}`, reasonEs: `Crédito por interrupción del servicio del ${dia}` }
    : { reasonEn: `Missed appointment credit ${day}`, reasonEs: `Crédito por cita no cumplida del ${dia}` };
}

export function creditService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  credits: BillCreditsService;
  minHours: number;
}) {
  const { db, clock, credits, minHours } = deps;

  async function outagesOf(owner: CaseOwner, now: number): Promise<CreditableOutage[]> {
    const since = now - CREDIT_LOOKBACK_DAYS * DAY_MS;
    const outages = await repo.clearedOutagesOfAccount(db, owner.accountNumber, since, now);
    const monthly = await credits.monthlyServiceCents(owner.accountNumber);
    return outages.map((o) => ({
      outageRef: outageRef(o.nodeId, o.startedAt),
      startedAt: iso(o.startedAt),
      clearedAt: iso(o.clearedAt),
      hours: Math.round(((o.clearedAt - o.startedAt) / HOUR_MS) * 10) / 10,
      amountCents: outageCreditCents(monthly, o.startedAt, o.clearedAt),
      byRule: outageQualifiesByRule(o.startedAt, o.clearedAt, minHours),
      minHours,
    }));
  }

  function mustBePrimary(owner: CaseOwner) {
    if (!owner.primary && !owner.isAgent) {
      throw errors.forbidden('support.credit.primary-only', CreditMessages.primaryOnly);
    }
  }

  return {
    async overview(caller: Caller | null): Promise<CreditOverview> {
      const owner = caseOwnerOf(caller);
      mustBePrimary(owner);
      const now = clock.now();
      const requests = await repo.listCreditRequestsOfAccount(db, owner.accountNumber);
      const asked = new Set(requests.map((r) => r.ref));
      const outages = (await outagesOf(owner, now)).filter((o) => !asked.has(o.outageRef));
      return { outages, requests: requests.map(view) };
    },

    /**
     * Seed 002 §7 POST creditrequest/creditrequest. An outage at least OUTAGE_CREDIT_MIN_HOURS
     * long is approved at once and its credit written for the next bill in the same
     * transaction; anything else waits for an agent. One request per outage or appointment day:
     * the unique (account, ref) index makes a retry or a race answer 409 rather than credit twice.
     */
    async request(caller: Caller | null, body: CreditRequestBody): Promise<CreditRequestView> {
      const owner = caseOwnerOf(caller);
      mustBePrimary(owner);
      const now = clock.now();
      let row: repo.CreditRow;
      if (body.reason === 'outage') {
        const outage = (await outagesOf(owner, now)).find((o) => o.outageRef === body.outageRef);
        if (!outage) throw errors.badRequest('support.credit.not-eligible', CreditMessages.notEligible);
        row = {
          id: newCaseId('CR'),
          account_number: owner.accountNumber,
          user_id: owner.userId,
          reason: 'outage',
          ref: outage.outageRef,
          status: outage.byRule ? 'approved' : 'pending',
          period_start: Date.parse(outage.startedAt),
          period_end: Date.parse(outage.clearedAt),
          amount_cents: outage.amountCents,
          by_rule: outage.byRule ? 1 : 0,
          note: '',
          created_at: now,
          decided_at: outage.byRule ? now : null,
          decided_by: outage.byRule ? 'system' : null,
        };
      } else {
        const day = Date.parse(`${body.appointmentDay}T00:00:00Z`);
        if (!(day <= now && day >= now - CREDIT_LOOKBACK_DAYS * DAY_MS)) {
          throw errors.badRequest('support.credit.not-eligible', CreditMessages.notEligible);
        }
        row = {
          id: newCaseId('CR'),
          account_number: owner.accountNumber,
          user_id: owner.userId,
          reason: 'missed-appointment',
          ref: `appointment:${body.appointmentDay}`,
          status: 'pending',
          period_start: day,
          period_end: day + DAY_MS,
          amount_cents: MISSED_APPOINTMENT_CREDIT_CENTS,
          by_rule: 0,
          note: body.note,
          created_at: now,
          decided_at: null,
          decided_by: null,
        };
      }
      const made = row;
      await db.transaction().execute(async (trx) => {
        if (!(await repo.insertCreditRequest(trx, made))) {
          throw errors.conflict('support.credit.duplicate', CreditMessages.alreadyRequested);
        }
        if (made.status === 'approved') {
          await credits.post(
            trx,
            {
              id: made.id,
              accountNumber: made.account_number,
              amountCents: made.amount_cents,
              ...reasonText(made),
            },
            now,
          );
        }
      });
      return view(made);
    },

    async desk(caller: Caller | null): Promise<{ requests: DeskCreditRequest[] }> {
      agentIdOf(caller);
      return { requests: (await repo.listDeskCreditRequests(db)).map(deskView) };
    },

    /** An agent decides a pending request: approved writes the credit for the next bill; both are audited. */
    async decide(
      caller: Caller | null,
      id: string,
      decision: 'approve' | 'decline',
    ): Promise<DeskCreditRequest> {
      const agentId = agentIdOf(caller);
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const row = await repo.findCreditRequest(trx, id);
        if (!row) throw errors.notFound('support.credit.not-found', CreditMessages.notFound);
        const status = decision === 'approve' ? 'approved' : 'declined';
        if (!(await repo.decideCreditRequest(trx, id, { status, at: now, by: agentId }))) {
          throw errors.conflict('support.credit.decided', CreditMessages.decided);
        }
        if (status === 'approved') {
          await credits.post(
            trx,
            {
              id,
              accountNumber: row.account_number,
              amountCents: Number(row.amount_cents),
              ...reasonText(row),
            },
            now,
          );
        }
        await repo.insertAuditEntry(trx, {
          at: now,
          actor_id: agentId,
          actor_role: 'agent',
          subject_id: row.user_id,
          account_number: row.account_number,
          kind: 'change',
          action: `support.credit.${decision}`,
          status: 200,
          detail: `${id} ${Number(row.amount_cents)}c`,
        });
        const after = await repo.findCreditRequest(trx, id);
        if (!after) throw errors.notFound('support.credit.not-found');
        return deskView(after);
      });
    },
  };
}

export type CreditService = ReturnType<typeof creditService>;
