import type { Kysely } from 'kysely';
import { billingTransferRoutes as r } from '@coax/contract';
import type { Database } from '../../../db/schema.ts';
import type { Clock } from '../../../platform/clock.ts';
import { idempotent } from '../../../platform/http/idempotency.ts';
import type { Caller } from '../../../platform/http/caller.ts';
import type { RouteRegistry } from '../../../platform/http/route-registry.ts';
import { billingAccountService } from './billing-account.ts';
import { transferService } from './service.ts';

/** Moving house: the transfer offer, the transfer (once per Idempotency-Key), and the account toggle. */
export function registerTransferRoutes(routes: RouteRegistry, deps: { db: Kysely<Database>; clock: Clock }) {
  const transfer = transferService(deps);
  const accounts = billingAccountService(deps);
  const once = { db: deps.db, clock: deps.clock, scopeOf: (caller: Caller | null) => transfer.scope(caller) };

  routes.add(r.transferInfo, async ({ caller }) => transfer.info(caller));
  routes.add(
    r.transfer,
    idempotent(once, r.transfer, async ({ caller, input }) => transfer.submit(caller, input.body)),
  );
  routes.add(r.toggleAccount, async ({ caller, input }) => accounts.toggle(caller, input.body));
}
