import type { Kysely } from 'kysely';
import { billingArrangementRoutes as r } from '@coax/contract';
import type { Database } from '../../../db/schema.ts';
import type { Clock } from '../../../platform/clock.ts';
import { idempotent } from '../../../platform/http/idempotency.ts';
import type { Caller } from '../../../platform/http/caller.ts';
import type { RouteRegistry } from '../../../platform/http/route-registry.ts';
import { idempotencyScope } from '../payer.ts';
import type { ArrangementsService } from './service.ts';

export function registerArrangementRoutes(
  routes: RouteRegistry,
  deps: { db: Kysely<Database>; clock: Clock; arrangements: ArrangementsService },
) {
  const { arrangements } = deps;
  const once = {
    db: deps.db,
    clock: deps.clock,
    scopeOf: (caller: Caller | null) => idempotencyScope(deps.db, caller),
  };
  routes.add(r.arrangementOffer, async ({ caller }) => arrangements.offer(caller));
  routes.add(
    r.createArrangement,
    idempotent(once, r.createArrangement, async ({ caller, input }) =>
      arrangements.create(caller, input.body),
    ),
  );
}
