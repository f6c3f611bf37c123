import type { AreaModule } from '../../platform/http/module.ts';
import { deliverOutbox } from '../../platform/outbox/outbox.ts';
import { contactRoutes, type ContactRoutes } from './contact-routes.ts';
import { contactService } from './contact-service.ts';
import { householdService } from './household-service.ts';
import { profileService, purgeAuxPinMisses } from './profile-service.ts';
import { purgeRecovery, recoveryService } from './recovery-service.ts';
import { registerIdentityRoutes } from './routes.ts';
import { transferService } from './transfer-service.ts';

export { contactRoutes, type ContactRoute, type ContactRoutes } from './contact-routes.ts';

declare module '../../platform/http/module.ts' {
  interface SharedServices {
    /** where an id's account, billing and outage messages go, as its contact entries say */
    contactRoutes: ContactRoutes;
  }
}

/** Household ids, password and id recovery, contact entries, the aux PIN and the account transfer of ids (issue 15). */
export const identity: AreaModule = {
  name: 'identity',
  provide: () => ({ contactRoutes }),
  routes: (r, { db, clock, dialect, hasher, store, config, mailer, log }) => {
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
      {
        service: transferService({ db, clock, brand: config.BRAND_NAME, lockRows: dialect === 'postgres' }),
        db,
        clock,
      },
      profileService({ db, clock, hasher }),
    );
    return {
      jobs: [
        { name: 'identity.recovery-purge', run: (now) => purgeRecovery(db, now) },
        { name: 'identity.aux-pin-purge', run: (now) => purgeAuxPinMisses(db, now) },
      ],
    };
  },
};
