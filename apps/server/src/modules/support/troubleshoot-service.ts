import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ModemView, SetTopBoxView, TroubleshootReport } from '@coax/contract';
import {
  CONSENT_CODE_LENGTH,
  CONSENT_VALID_MS,
  TroubleshootMessages,
  checkTroubleshootAnswer,
  consentIsValid,
  modemBackAt,
  modemStatusAt,
  plainComments,
  serviceCaseNumber,
  type ServiceStatusSymptom,
  type TroubleshootAction,
  type TroubleshootService,
} from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { enqueue } from '../../platform/outbox/outbox.ts';
import type { OutageService } from '../outage/index.ts';
import type { DeviceService, ModemRecord } from './troubleshoot-devices.ts';
import { reportAcknowledgement } from './troubleshoot-notices.ts';
import * as repo from './troubleshoot-repository.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The statuses that mean the network, not the home, is at fault: shown instead of recording a report. */
const OUTAGE_SHOWN = new Set(['OUTAGE_ON_ACCOUNT', 'PLANNED_MAINTENANCE', 'NODE_DISTRESS']);

/** The subscriber a call is about; an agent must be acting for one. */
function subjectOf(caller: Caller | null) {
  const subject = caller?.subject;
  if (!subject?.account) {
    throw errors.forbidden('session.choose-subscriber', 'Choose a subscriber to act for first.');
  }
  return { user: subject.user, account: subject.account, accountNumber: subject.account.account_number };
}

export function troubleshootService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  devices: DeviceService;
  outage: OutageService;
  brand: string;
}) {
  const { db, clock, devices, outage, brand } = deps;

  const modemView = (m: ModemRecord): ModemView => {
    const now = clock.now();
    return {
      macAddress: m.macAddress,
      model: m.model,
      status: modemStatusAt(m.resetStartedAt, now),
      backAt: iso(modemBackAt(m.resetStartedAt, now)),
      lastResetAt: iso(m.resetStartedAt),
    };
  };

  return {
    /** log/troubleshoot: the answer must follow the flow; answers the step it leads to. */
    async logAnswer(
      caller: Caller | null,
      input: {
        service: TroubleshootService;
        troubleshootingStep: string;
        troubleshootingActions: TroubleshootAction[];
        customerTerm: string;
      },
    ): Promise<{ next: string }> {
      const { accountNumber, user } = subjectOf(caller);
      const next = checkTroubleshootAnswer(
        input.service,
        input.troubleshootingStep,
        input.troubleshootingActions,
      );
      if (!next) throw errors.badRequest('support.troubleshoot.step', TroubleshootMessages.step);
      await repo.insertTroubleshootLog(db, {
        account_number: accountNumber,
        user_id: caller?.self.user.id ?? user.id,
        service: input.service,
        step: input.troubleshootingStep,
        actions: input.troubleshootingActions.join(','),
        customer_term: plainComments(input.customerTerm),
        created_at: clock.now(),
      });
      return { next: next.id };
    },

    async modems(caller: Caller | null): Promise<{ modems: ModemView[] }> {
      const { accountNumber } = subjectOf(caller);
      return { modems: (await devices.modems(accountNumber)).map(modemView) };
    },

    /**
     * device/modemreset: restarts the account's modem. The route's Idempotency-Key makes a retry
     * answer the first reset; a second reset while one runs is refused, so it never runs twice.
     */
    async resetModem(caller: Caller | null, macAddress: string): Promise<ModemView> {
      const { accountNumber } = subjectOf(caller);
      const outcome = await devices.resetModem(accountNumber, macAddress);
      if (outcome === 'not-found') {
        throw errors.notFound('support.modem.not-found', TroubleshootMessages.modemNotFound);
      }
      if (outcome === 'restarting') {
        throw errors.conflict('support.modem.restarting', TroubleshootMessages.modemRestarting);
      }
      const modem = await devices.modem(accountNumber, macAddress);
      if (!modem) throw errors.notFound('support.modem.not-found', TroubleshootMessages.modemNotFound);
      return modemView(modem);
    },

    async boxes(caller: Caller | null): Promise<{ boxes: SetTopBoxView[] }> {
      const { accountNumber } = subjectOf(caller);
      return { boxes: await devices.boxes(accountNumber) };
    },

    async box(caller: Caller | null, boxId: string): Promise<SetTopBoxView> {
      const { accountNumber } = subjectOf(caller);
      const box = (await devices.boxes(accountNumber)).find((b) => b.id === boxId);
      if (!box) throw errors.notFound('support.stb.not-found', 'We could not find that box on your account.');
      return box;
    },

    /** rightnow/reportserviceissue: a case, and its acknowledgement in the outbox, in one transaction. */
    async reportIssue(caller: Caller | null, report: TroubleshootReport): Promise<{ caseNumber: string }> {
      const { accountNumber, user } = subjectOf(caller);
      const now = clock.now();
      const comments = plainComments(report.comments);
      if (comments === '') throw errors.badRequest('input.invalid', TroubleshootMessages.comments);
      return db.transaction().execute(async (trx) => {
        const id = await repo.insertServiceCase(trx, {
          account_number: accountNumber,
          user_id: caller?.self.user.id ?? user.id,
          name: report.name,
          email: report.email,
          phone: report.phone,
          product_name: report.productName,
          comments,
          created_at: now,
        });
        const caseNumber = serviceCaseNumber(id);
        const lang = user.language === 'es' ? 'es' : 'en';
        await enqueue(trx, now, [
          reportAcknowledgement({
            to: report.email,
            name: report.name,
            caseNumber,
            product: report.productName,
            brand,
            lang,
          }),
        ]);
        return { caseNumber };
      });
    },

    /**
     * log/servicestatus: with confirmOutage, an outage on the account's network is answered and
     * nothing is recorded; otherwise (or with no such outage) the report is recorded.
     */
    async serviceStatus(
      caller: Caller | null,
      input: { symptom: ServiceStatusSymptom; services: TroubleshootService[]; confirmOutage: boolean },
    ) {
      const { accountNumber } = subjectOf(caller);
      const state = await outage.accountState(accountNumber);
      const onAccount = OUTAGE_SHOWN.has(state.status);
      const seen = {
        status: state.status,
        since: state.details.since,
        estimatedRestoration: state.details.estimatedRestoration,
      };
      if (input.confirmOutage && onAccount) return { outage: seen, recorded: false };
      await repo.insertStatusReport(db, {
        account_number: accountNumber,
        symptom: input.symptom,
        services: [...new Set(input.services)].join(','),
        confirm_outage: input.confirmOutage ? 1 : 0,
        outage_status: state.status,
        created_at: clock.now(),
      });
      return { outage: onAccount ? seen : null, recorded: true };
    },

    /** GET temporary consent: the account's code while it is valid. */
    async consent(caller: Caller | null) {
      const { accountNumber } = subjectOf(caller);
      const row = await repo.findConsent(db, accountNumber);
      const valid = row && consentIsValid(Number(row.expires_at), clock.now());
      return {
        consent: valid ? { accessCode: row.access_code, expiresAt: iso(Number(row.expires_at)) ?? '' } : null,
      };
    },

    /** POST temporary consent: only the account holder, never an agent, grants it. */
    async grantConsent(caller: Caller | null) {
      const { accountNumber, user } = subjectOf(caller);
      if (caller?.isAgent || user.primary_user !== 1) {
        throw errors.forbidden('support.consent.subscriber-only', TroubleshootMessages.consentSubscriber);
      }
      const expiresAt = clock.now() + CONSENT_VALID_MS;
      const accessCode = String(randomInt(0, 10 ** CONSENT_CODE_LENGTH)).padStart(CONSENT_CODE_LENGTH, '0');
      await repo.saveConsent(db, {
        account_number: accountNumber,
        access_code: accessCode,
        granted_by: user.id,
        expires_at: expiresAt,
      });
      return { accessCode, expiresAt: new Date(expiresAt).toISOString() };
    },

    /** Withdraws the consent: the code stops working at once. Whoever may grant it may withdraw it. */
    async withdrawConsent(caller: Caller | null) {
      const { accountNumber, user } = subjectOf(caller);
      if (caller?.isAgent || user.primary_user !== 1) {
        throw errors.forbidden('support.consent.subscriber-only', TroubleshootMessages.consentSubscriber);
      }
      await repo.deleteConsent(db, accountNumber);
      return { consent: null };
    },

    /**
     * An agent's look at the modems and boxes of an account whose holder gave them a valid code.
     * Every try is audited as a read on the account, refused ones with their 404.
     */
    async consentedEquipment(caller: Caller | null, accountNumber: string, accessCode: string) {
      const agentId = caller?.isAgent ? caller.self.user.id : null;
      if (agentId === null) throw errors.forbidden('session.agent-only', TroubleshootMessages.agentOnly);
      const now = clock.now();
      const row = await repo.findConsent(db, accountNumber);
      const valid = !!row && row.access_code === accessCode && consentIsValid(Number(row.expires_at), now);
      await repo.insertAuditEntry(db, {
        at: now,
        actor_id: agentId,
        actor_role: 'agent',
        subject_id: row?.granted_by ?? '-',
        account_number: accountNumber,
        kind: 'read',
        action: 'support.consent.equipment',
        status: valid ? 200 : 404,
        detail: null,
      });
      if (!row || !valid) {
        throw errors.notFound('support.consent.invalid', TroubleshootMessages.consentInvalid);
      }
      return {
        accountNumber,
        expiresAt: new Date(Number(row.expires_at)).toISOString(),
        modems: (await devices.modems(accountNumber)).map(modemView),
        boxes: await devices.boxes(accountNumber),
      };
    },
  };
}
export type TroubleshootApi = ReturnType<typeof troubleshootService>;
