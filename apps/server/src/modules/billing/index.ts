import type { AreaModule } from '../../platform/http/module.ts';
import { registerDocumentRoutes } from './documents/routes.ts';
import { documentsService } from './documents/service.ts';
import { registerPaymentMethodRoutes } from './methods/routes.ts';
import { paymentMethodsService } from './methods/service.ts';
import { registerPaperlessRoutes } from './paperless/routes.ts';
import { paperlessService } from './paperless/service.ts';
import { autopayService } from './payments/autopay-service.ts';
import { billingJobs } from './payments/posting-job.ts';
import { paymentRecovery } from './payments/recover.ts';
import { registerPaymentRoutes } from './payments/routes.ts';
import { paymentsService } from './payments/service.ts';
import { registerBillingRoutes } from './routes.ts';
import { billingService } from './service.ts';
import { registerTransferRoutes } from './transfer/routes.ts';

/**
 * Bill pay: the bill summary, payments and autopay, payment methods, statements and inserts,
 * moving house (transfer), and paperless billing. Its parts live in sub-folders.
 */
export const billing: AreaModule = {
  name: 'billing',
  routes: (r, { db, clock, config, gateway, mailer, log }) => {
    const chargeDeps = { db, clock, gateway, log };
    const jobs = billingJobs(chargeDeps);
    registerBillingRoutes(r, billingService({ db, clock, config }));
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
    return {
      jobs: [{ name: 'billing.payments', run: (now) => jobs.runAll(now) }],
      close: () => paperless.drain(),
    };
  },
};
