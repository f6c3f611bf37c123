import { supportCasesRoutes as r } from '@coax/contract';
import type { Caller } from '../../platform/http/caller.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import type { ModuleContext } from '../../platform/http/module.ts';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import { readerOf, requestLanguage } from '../faq/index.ts';
import { caseOwnerOf } from './cases-owner.ts';
import { supportCasesService } from './cases-service.ts';
import { creditService } from './credit-service.ts';
import { theftService } from './theft-service.ts';

/** Email-us, the theft report and credit requests, with their agent desk queues (issue 18 items 4 and 5). */
export function registerSupportCasesRoutes(routes: RouteRegistry, ctx: ModuleContext) {
  const { db, clock, config } = ctx;
  const cases = supportCasesService({
    db,
    clock,
    brand: config.BRAND_NAME,
    mailbox: config.SUPPORT_MAILBOX,
  });
  const theft = theftService({ db, clock });
  const credit = creditService({
    db,
    clock,
    credits: ctx.services.billCredits,
    minHours: config.OUTAGE_CREDIT_MIN_HOURS,
  });
  // A retried send with the same key gets the first answer and sends nothing again.
  const once = {
    db,
    clock,
    scopeOf: async (caller: Caller | null) => `support:${caseOwnerOf(caller).accountNumber}`,
  };

  routes.add(
    r.supportEmailUs,
    idempotent(once, r.supportEmailUs, async ({ caller, req, input }) =>
      cases.emailUs(caller, input.body, requestLanguage(readerOf(caller, req), undefined)),
    ),
  );
  routes.add(r.supportCases, async ({ caller }) => cases.list(caller));
  routes.add(r.supportDeskCases, async ({ caller }) => cases.desk(caller));
  routes.add(r.supportDeskAnswer, async ({ caller, input }) =>
    cases.answer(caller, input.params.caseId, input.body.answer),
  );
  routes.add(r.supportTheftGeolocate, async ({ caller, input }) => {
    caseOwnerOf(caller);
    return theft.geolocate(input.query.city, input.query.state);
  });
  routes.add(
    r.supportTheftReport,
    idempotent(once, r.supportTheftReport, async ({ caller, input }) => theft.report(caller, input.body)),
  );
  routes.add(r.supportCreditOverview, async ({ caller }) => credit.overview(caller));
  routes.add(
    r.supportCreditRequest,
    idempotent(once, r.supportCreditRequest, async ({ caller, input }) => credit.request(caller, input.body)),
  );
  routes.add(r.supportDeskCredits, async ({ caller }) => credit.desk(caller));
  routes.add(r.supportDeskDecideCredit, async ({ caller, input }) =>
    credit.decide(caller, input.params.requestId, input.body.decision),
  );
}
