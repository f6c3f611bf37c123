import type { Kysely } from 'kysely';
import { billingPaymentRoutes as r } from '@coax/contract';
import type { Database } from '../../../db/schema.ts';
import type { Clock } from '../../../platform/clock.ts';
import { claimOf, idempotent, type Recover } from '../../../platform/http/idempotency.ts';
import type { Caller } from '../../../platform/http/caller.ts';
import type { RouteRegistry } from '../../../platform/http/route-registry.ts';
import type { AutopayService } from './autopay-service.ts';
import { idempotencyScope } from '../payer.ts';
import type { PaymentsService } from './service.ts';

export function registerPaymentRoutes(
  routes: RouteRegistry,
  deps: {
    db: Kysely<Database>;
    clock: Clock;
    payments: PaymentsService;
    autopay: AutopayService;
    /** a payment's answer for a key a crash left running */
    recoverPayment: Recover;
  },
) {
  const { payments, autopay } = deps;
  const once = {
    db: deps.db,
    clock: deps.clock,
    scopeOf: (caller: Caller | null) => idempotencyScope(deps.db, caller),
  };

  routes.add(
    r.makePayment,
    idempotent(
      once,
      r.makePayment,
      async ({ caller, input, req }) => payments.make(caller, input.body, claimOf(req)),
      deps.recoverPayment,
    ),
  );
  routes.add(r.listPayments, async ({ caller, input }) => payments.list(caller, input.query.view));
  routes.add(r.updatePayment, async ({ caller, input }) =>
    payments.update(caller, input.params.id, input.body),
  );
  routes.add(r.cancelPayment, async ({ caller, input }) => payments.cancel(caller, input.params.id));
  routes.add(r.getAutopay, async ({ caller }) => autopay.get(caller));
  routes.add(
    r.setUpAutopay,
    idempotent(once, r.setUpAutopay, async ({ caller, input }) => autopay.setUp(caller, input.body)),
  );
  routes.add(r.updateAutopay, async ({ caller, input }) => autopay.update(caller, input.body));
  routes.add(r.removeAutopay, async ({ caller, input }) => autopay.remove(caller, input.body));
}
