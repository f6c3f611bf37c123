import type { Kysely } from 'kysely';
import { dvrRoutes } from '@coax/contract';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import type { Caller } from '../../platform/http/caller.ts';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { DvrService } from './service.ts';

export function registerDvrRoutes(
  routes: RouteRegistry,
  deps: { db: Kysely<Database>; clock: Clock; dvr: DvrService },
) {
  const { dvr } = deps;
  // A retried save with the same key gets the first answer (the contract marks it idempotent).
  const once = {
    db: deps.db,
    clock: deps.clock,
    scopeOf: async (caller: Caller | null) => `dvr:${dvr.caller(caller).userId}`,
  };

  routes.add(dvrRoutes.dvrBoxes, async ({ caller }) => dvr.boxes(dvr.caller(caller)));
  routes.add(dvrRoutes.dvrAcceptTerms, async ({ caller }) => dvr.acceptTerms(dvr.caller(caller)));
  routes.add(dvrRoutes.dvrRecordings, async ({ caller, input }) =>
    dvr.recordings(dvr.caller(caller), input.query.boxId, input.query.scheduled),
  );
  routes.add(dvrRoutes.dvrCheck, async ({ caller, input }) => dvr.check(dvr.caller(caller), input.body));
  routes.add(
    dvrRoutes.dvrSave,
    idempotent(once, dvrRoutes.dvrSave, async ({ caller, input }) =>
      dvr.save(dvr.caller(caller), input.body),
    ),
  );
  routes.add(dvrRoutes.dvrCancel, async ({ caller, input }) =>
    dvr.cancel(dvr.caller(caller), input.body.ids),
  );
  routes.add(dvrRoutes.dvrDelete, async ({ caller, input }) =>
    dvr.remove(dvr.caller(caller), input.body.ids),
  );
  routes.add(dvrRoutes.dvrSeriesRules, async ({ caller }) => dvr.seriesRules(dvr.caller(caller)));
  routes.add(dvrRoutes.dvrCancelSeriesRule, async ({ caller, input }) =>
    dvr.cancelSeriesRule(dvr.caller(caller), input.params.id, input.body.deleteRecordings),
  );
  routes.add(dvrRoutes.dvrUpcoming, async ({ caller, input }) =>
    dvr.upcoming(dvr.caller(caller), input.query.limit),
  );
}
