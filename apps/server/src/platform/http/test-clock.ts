import type { FastifyInstance } from 'fastify';
import { DAY, runShifted } from '../clock.ts';

/** The cookie a journey's browser sets to move the server's clock for its own requests. */
export const TEST_CLOCK_COOKIE = 'coax_test_clock';
const MAX_SHIFT_MS = 400 * DAY;

/**
 * Journeys only (TEST_CLOCK_COOKIE=true, refused in production by the configuration): a request
 * carrying the `coax_test_clock` cookie (whole milliseconds ahead, at most 400 days) runs with
 * `shiftableClock` moved that far, from the session check to the answer. Only that browser sees
 * the later time: jobs and every other browser keep the system clock, so a journey that moves
 * time does not move it for the journeys that run beside it. Registered after the cookie parser
 * and before the session hook, so the session is judged at the moved time too.
 */
export function registerTestClock(server: FastifyInstance): void {
  server.addHook('onRequest', (req, _reply, done) => {
    const raw = req.cookies[TEST_CLOCK_COOKIE];
    const ms = raw && /^\d{1,11}$/.test(raw) ? Number(raw) : 0;
    if (ms > 0 && ms <= MAX_SHIFT_MS) runShifted(ms, done);
    else done();
  });
}
