import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { billingTransferRoutes as r } from '@coax/contract';
import type { Database } from '../../../db/schema.ts';
import type { Clock } from '../../../platform/clock.ts';
import { idempotent } from '../../../platform/http/idempotency.ts';
import type { RouteRegistry } from '../../../platform/http/route-registry.ts';
import { billingAccountService } from './billing-account.ts';
import { transferService } from './service.ts';

/** Moving house: the transfer offer, the transfer (once per Idempotency-Key), and the account toggle. */
export function registerTransferRoutes(routes: RouteRegistry, deps: { db: Kysely<Database>; clock: Clock }) {
  const transfer = transferService(deps);
  const accounts = billingAccountService(deps);
  const once = { db: deps.db, clock: deps.clock, scopeOf: (req: FastifyRequest) => transfer.scope(req) };

  routes.add(r.transferInfo, async ({ req }) => transfer.info(req));
  routes.add(
    r.transfer,
    idempotent(once, r.transfer, async ({ req, input }) => transfer.submit(req, input.body)),
  );
  routes.add(r.toggleAccount, async ({ req, input }) => accounts.toggle(req, input.body));
}
