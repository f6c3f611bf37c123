import type { Kysely } from 'kysely';
import { billingPaymentRoutes as r } from '@coax/contract';
import type { Database } from '../../../db/schema.ts';
import type { Clock } from '../../../platform/clock.ts';
import { idempotent } from '../../../platform/http/idempotency.ts';
import type { RouteRegistry } from '../../../platform/http/route-registry.ts';
import type { AutopayService } from './autopay-service.ts';
import { idempotencyScope } from './context.ts';
import type { PaymentsService } from './service.ts';

export function registerPaymentRoutes(
  routes: RouteRegistry,
  deps: { db: Kysely<Database>; clock: Clock; payments: PaymentsService; autopay: AutopayService },
) {
  const { payments, autopay } = deps;
  const once = {
    db: deps.db,
    clock: deps.clock,
    scopeOf: (req: Parameters<typeof idempotencyScope>[1]) => idempotencyScope(deps.db, req),
  };

  routes.add(
    r.makePayment,
    idempotent(once, r.makePayment, async ({ req, input }) => payments.make(req, input.body)),
  );
  routes.add(r.listPayments, async ({ req, input }) => payments.list(req, input.query.view));
  routes.add(r.updatePayment, async ({ req, input }) => payments.update(req, input.params.id, input.body));
  routes.add(r.cancelPayment, async ({ req, input }) => payments.cancel(req, input.params.id));
  routes.add(r.getAutopay, async ({ req }) => autopay.get(req));
  routes.add(
    r.setUpAutopay,
    idempotent(once, r.setUpAutopay, async ({ req, input }) => autopay.setUp(req, input.body)),
  );
  routes.add(r.updateAutopay, async ({ req, input }) => autopay.update(req, input.body));
  routes.add(r.removeAutopay, async ({ req, input }) => autopay.remove(req, input.body));
}
