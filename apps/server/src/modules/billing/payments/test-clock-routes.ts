import type { Kysely } from 'kysely';
import { billingTestClockRoutes as r } from '@coax/contract';
import type { Database } from '../../../db/schema.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { RouteRegistry } from '../../../platform/http/route-registry.ts';
import type { ArrangementPass } from '../arrangements/job.ts';
import { payerOf } from '../payer.ts';
import type { BillingJobs } from './posting-job.ts';

/**
 * Journeys only: registered when the server runs with TEST_CLOCK_COOKIE (refused in production),
 * absent (404) otherwise. One pass of the real posting job and the arrangement job, limited to
 * the caller's own account and run at the caller's clock (moved by the `coax_test_clock` cookie).
 * Nothing is copied: every payment is still claimed by the guarded update, so a retry, a second
 * tab or the timer's pass running at the same moment charges it once; other accounts are never
 * touched.
 */
export function registerTestClockPostingRoute(
  routes: RouteRegistry,
  deps: {
    db: Kysely<Database>;
    clock: Clock;
    jobs: Pick<BillingJobs, 'postDuePayments'>;
    arrangementPass: (now: number, only: { accountNumber: string }) => Promise<ArrangementPass>;
  },
): void {
  routes.add(r.postDueForCaller, async ({ caller }) => {
    const { actor } = await payerOf(deps.db, caller);
    const only = { accountNumber: actor.accountNumber };
    const now = deps.clock.now();
    const posting = await deps.jobs.postDuePayments(now, only);
    const ended = await deps.arrangementPass(now, only);
    return { ...posting, arrangementsCompleted: ended.completed, arrangementsBroken: ended.broken };
  });
}
