import type { Kysely } from 'kysely';
import { dvrRoutes } from '@coax/contract';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
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
    scopeOf: async (req: Parameters<DvrService['caller']>[0]) => `dvr:${(await dvr.caller(req)).userId}`,
  };

  routes.add(dvrRoutes.dvrBoxes, async ({ req }) => dvr.boxes(await dvr.caller(req)));
  routes.add(dvrRoutes.dvrAcceptTerms, async ({ req }) => dvr.acceptTerms(await dvr.caller(req)));
  routes.add(dvrRoutes.dvrRecordings, async ({ req, input }) =>
    dvr.recordings(await dvr.caller(req), input.query.boxId, input.query.scheduled),
  );
  routes.add(dvrRoutes.dvrCheck, async ({ req, input }) => dvr.check(await dvr.caller(req), input.body));
  routes.add(
    dvrRoutes.dvrSave,
    idempotent(once, dvrRoutes.dvrSave, async ({ req, input }) =>
      dvr.save(await dvr.caller(req), input.body),
    ),
  );
  routes.add(dvrRoutes.dvrCancel, async ({ req, input }) =>
    dvr.cancel(await dvr.caller(req), input.body.ids),
  );
  routes.add(dvrRoutes.dvrDelete, async ({ req, input }) =>
    dvr.remove(await dvr.caller(req), input.body.ids),
  );
  routes.add(dvrRoutes.dvrSeriesRules, async ({ req }) => dvr.seriesRules(await dvr.caller(req)));
  routes.add(dvrRoutes.dvrCancelSeriesRule, async ({ req, input }) =>
    dvr.cancelSeriesRule(await dvr.caller(req), input.params.id, input.body.deleteRecordings),
  );
  routes.add(dvrRoutes.dvrUpcoming, async ({ req, input }) =>
    dvr.upcoming(await dvr.caller(req), input.query.limit),
  );
}
