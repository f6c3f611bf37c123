import type { Config } from '../../platform/config.ts';
import type { AreaModule } from '../../platform/http/module.ts';
import { arrangementJob } from './arrangements/job.ts';
import { registerArrangementRoutes } from './arrangements/routes.ts';
import { arrangementsService, type ArrangementsService } from './arrangements/service.ts';
import { billCreditsService } from './credits.ts';
import { registerCalendarRoutes } from './calendar-routes.ts';
import { promotionAlertSource, type PromotionAlertSource } from './promotions-alert.ts';
import { registerDocumentRoutes } from './documents/routes.ts';
import { statementRun } from './documents/statement-run.ts';
import { documentsService } from './documents/service.ts';
import { registerPaymentMethodRoutes } from './methods/routes.ts';
import { paymentMethodsService } from './methods/service.ts';
import { registerPaperlessRoutes } from './paperless/routes.ts';
import { paperlessService } from './paperless/service.ts';
import { autopayService } from './payments/autopay-service.ts';
import { billingJobs } from './payments/posting-job.ts';
import { paymentRecovery } from './payments/recover.ts';
import { registerPaymentRoutes } from './payments/routes.ts';
import { registerTestClockPostingRoute } from './payments/test-clock-routes.ts';
import { paymentsService } from './payments/service.ts';
import { registerBillingRoutes } from './routes.ts';
import { billingService } from './service.ts';
import { registerTransferRoutes } from './transfer/routes.ts';

declare module '../../platform/http/module.ts' {
  interface SharedServices {
    /** promotions ending within 30 days (account alerts) and those running (My services' prices) */
    promotions: PromotionAlertSource;
    /** the payment arrangement in place or lately cancelled, which account alerts read */
    arrangements: Pick<ArrangementsService, 'snapshot'>;
  }
}

/** The configured arrangement rules (issue 20 item 4). */
const arrangementRules = (config: Config) => ({
  maxInstalments: config.ARRANGEMENT_MAX_INSTALMENTS,
  maxDays: config.ARRANGEMENT_MAX_DAYS,
  brokenLookbackMonths: config.ARRANGEMENT_BROKEN_LOOKBACK_MONTHS,
});

export type { BillCredit, BillCreditsService } from './credits.ts';
/**
 * Bill pay: the bill summary, payments and autopay, payment methods, statements and inserts,
 * moving house (transfer), and paperless billing. Its parts live in sub-folders.
 */
export const billing: AreaModule = {
  name: 'billing',
  provide: ({ db, clock, config }) => ({
    billCredits: billCreditsService(db),
    promotions: promotionAlertSource({ db, clock }),
    arrangements: arrangementsService({ db, clock, rules: arrangementRules(config) }),
  }),
  routes: (r, { db, clock, config, gateway, mailer, log, services }) => {
    const chargeDeps = { db, clock, gateway, log };
    const jobs = billingJobs(chargeDeps);
    const arrangements = arrangementsService({ db, clock, rules: arrangementRules(config) });
    registerBillingRoutes(r, billingService({ db, clock, config, arrangements }));
    registerArrangementRoutes(r, { db, clock, arrangements });
    registerPaymentRoutes(r, {
      db,
      clock,
      payments: paymentsService(chargeDeps),
      autopay: autopayService({ db, clock }),
      recoverPayment: paymentRecovery(chargeDeps, jobs),
    });
    registerPaymentMethodRoutes(r, paymentMethodsService({ db, clock, gateway }));
    registerDocumentRoutes(r, documentsService({ db, clock, brand: config.BRAND_NAME }));
    registerTransferRoutes(r, { db, clock });
    const paperless = paperlessService({ db, clock, mailer, brand: config.BRAND_NAME, log });
    registerPaperlessRoutes(r, paperless);
    const promotionNotices = registerCalendarRoutes(r, {
      db,
      clock,
      brand: config.BRAND_NAME,
      routes: services.contactRoutes,
    });
    const arrangementPass = arrangementJob({ db, brand: config.BRAND_NAME, routes: services.contactRoutes });
    // Journeys only: the posting pass for the caller's own account at the caller's moved clock.
    if (config.TEST_CLOCK_COOKIE) registerTestClockPostingRoute(r, { db, clock, jobs, arrangementPass });
    return {
      jobs: [
        { name: 'billing.payments', run: (now) => jobs.runAll(now) },
        // after the posting, so an instalment declined in this pass ends its arrangement in it
        { name: 'billing.arrangements', run: (now) => arrangementPass(now) },
        promotionNotices,
        { name: 'billing.statements', run: (now) => statementRun(db).run(now) },
      ],
      close: () => paperless.drain(),
    };
  },
};
