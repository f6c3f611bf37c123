import type { Kysely } from 'kysely';
import { BillingMessages } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import type { Guard } from '../../platform/http/route-registry.ts';
import type { SessionLimits } from '../../platform/sessions/session-plugin.ts';
import { principalOf } from './principal.ts';

/** The access rule every contract route declares, enforced in one place. */
export function accessGuard(db: Kysely<Database>, clock: Clock, limits: SessionLimits): Guard {
  return {
    resolve: (auth) => principalOf(db, auth.session),
    check(def, auth, p) {
      if (def.access === 'public') return;
      if (!auth.session) throw auth.expired ? errors.sessionExpired() : errors.noSession();
      if (!p) throw errors.noSession();
      if (def.access === 'csr' && !p.isAgent) {
        throw errors.forbidden('This is for customer-service agents only.');
      }
      if (def.access === 'billpay') {
        if (!p.subject) throw errors.forbidden('Choose a subscriber to act for first.');
        if (p.subject.user.bp !== 1) throw errors.forbidden(BillingMessages.notPrimary);
      }
      if (def.recentAuth && clock.now() - p.session.authAt > limits.reauthMs) throw errors.reauthRequired();
    },
  };
}
