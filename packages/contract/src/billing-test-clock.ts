import { z } from 'zod';
import { defineRoute } from './route.ts';

/**
 * Journeys only. A journey moves its own browser's clock (the `coax_test_clock` cookie, honoured
 * only when the server runs with TEST_CLOCK_COOKIE), but the posting job runs on the system clock
 * for everyone. This call runs the same posting pass, and the arrangement pass after it, for the
 * caller's own account at the caller's moved clock, so a journey sees an instalment post on its day
 * without moving time for the journeys beside it.
 *
 * It is declared here so it is validated like every call, but it is not in `allRoutes`: the server
 * registers it only when TEST_CLOCK_COOKIE is on (refused in production), and otherwise it does not
 * exist (404) and is not in the OpenAPI document. See docs/billing-arrangement.md.
 */
export const testClockPostingPass = z
  .object({
    /** payments charged and settled in this pass */
    posted: z.number().int(),
    declined: z.number().int(),
    failed: z.number().int(),
    /** claimed but still waiting for the gateway's answer */
    pending: z.number().int(),
    /** arrangements this pass completed or cancelled (a missed instalment) */
    arrangementsCompleted: z.number().int(),
    arrangementsBroken: z.number().int(),
  })
  .meta({ id: 'TestClockPostingPass' });
export type TestClockPostingPass = z.infer<typeof testClockPostingPass>;

export const billingTestClockRoutes = {
  postDueForCaller: defineRoute({
    method: 'POST',
    path: '/api/billing/test-clock/post-due',
    summary:
      "Test clock only: post the caller's own account's due scheduled payments and instalments at the caller's clock",
    area: 'billing',
    access: 'billpay',
    response: testClockPostingPass,
  }),
};
