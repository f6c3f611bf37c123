import type { AreaModule } from '../../platform/http/module.ts';
import { deliverOutbox } from '../../platform/outbox/outbox.ts';
import { contactService } from './contact-service.ts';
import { householdService } from './household-service.ts';
import { purgeRecovery, recoveryService } from './recovery-service.ts';
import { registerIdentityRoutes } from './routes.ts';

/** Household ids and password and id recovery (issue 15). */
export const identity: AreaModule = {
  name: 'identity',
  routes: (r, { db, clock, hasher, store, config, mailer, log }) => {
    const deps = { db, clock, hasher, store, brand: config.BRAND_NAME };
    // A recovery message is for now: one delivery pass starts as soon as it is written, and the
    // outbox job stays the retry. Not awaited, so an answer takes as long whether or not it sent.
    const deliverSoon = () => {
      deliverOutbox(db, mailer, clock.now()).catch((err: unknown) =>
        log.warn({ err }, 'identity: an early outbox pass failed; the outbox job will retry'),
      );
    };
    registerIdentityRoutes(
      r,
      householdService(deps),
      recoveryService({ ...deps, deliverSoon }),
      contactService(db),
    );
    return { jobs: [{ name: 'identity.recovery-purge', run: (now) => purgeRecovery(db, now) }] };
  },
};
