import type { FastifyReply, FastifyRequest } from 'fastify';
import { appointmentsNewCustomerRoutes as nr } from '@coax/contract';
import { APPOINTMENT_ERROR_CODES } from '@coax/domain';
import type { Config } from '../../platform/config.ts';
import { unreachableDependency } from '../../platform/dependency-watch.ts';
import { AppError } from '../../platform/errors.ts';
import type { NewCustomerService } from './new-customer.ts';
import type { Kysely } from 'kysely';
import { appointmentsRoutes as r } from '@coax/contract';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { AppointmentsService } from './service.ts';

const attachment = (fileName: string) => `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;

export function registerAppointmentsRoutes(
  routes: RouteRegistry,
  deps: { db: Kysely<Database>; clock: Clock; appointments: AppointmentsService },
) {
  const { appointments: a } = deps;
  // A retried move or cancel with the same key gets the first answer and sends nothing again.
  const once = {
    db: deps.db,
    clock: deps.clock,
    scopeOf: async (caller: Caller | null) => `appointments:${(await a.owner(caller)).accountNumber}`,
  };

  routes.add(r.appointmentsList, async ({ caller }) => a.list(await a.owner(caller)));
  routes.add(r.appointmentsGet, async ({ caller, input }) =>
    a.get(await a.owner(caller), input.params.token),
  );
  routes.add(r.appointmentsTimeline, async ({ caller, input }) =>
    a.timeline(await a.owner(caller), input.params.token),
  );
  routes.add(r.appointmentsSlots, async ({ caller, input }) =>
    a.slots(await a.owner(caller), input.params.token, input.query.date),
  );
  routes.add(r.appointmentsSchedule, async ({ caller, input }) =>
    a.schedule(await a.owner(caller), input.params.token),
  );
  routes.add(
    r.appointmentsReschedule,
    idempotent(once, r.appointmentsReschedule, async ({ caller, input }) =>
      a.reschedule(await a.owner(caller), input.params.token, input.body.desiredTimeToken),
    ),
  );
  routes.add(
    r.appointmentsCancel,
    idempotent(once, r.appointmentsCancel, async ({ caller, input }) =>
      a.cancel(await a.owner(caller), input.params.token),
    ),
  );
  routes.add(r.appointmentsWaitlist, async ({ caller, input }) =>
    a.waitlist(await a.owner(caller), input.params.token, input.body.join),
  );
  routes.add(
    r.appointmentsAcceptOffer,
    idempotent(once, r.appointmentsAcceptOffer, async ({ caller, input }) =>
      a.acceptOffer(await a.owner(caller), input.params.token),
    ),
  );
  routes.add(r.appointmentsInvite, async ({ caller, input, reply }) => {
    const invite = await a.invite(await a.owner(caller), input.params.token);
    reply.header('content-disposition', attachment(invite.fileName));
    return invite.bytes;
  });
}

/** The grant's cookie: HttpOnly, sent only to the new-customer calls, gone with the browser. */
export const GRANT_COOKIE = 'coax_visit';
const GRANT_PATH = '/api/appointments/new-customer';

/**
 * Seed 002 §8 code 1 'System error has occurred': what an unexpected failure of these calls
 * answers. A refusal keeps its own code, and an unreachable database stays the 503 that tells the
 * person to try again shortly.
 */
async function orSystemError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof AppError || unreachableDependency(e)) throw e;
    const err = new AppError(500, 'INTERNAL', 'appointments.system-error', APPOINTMENT_ERROR_CODES[1]);
    err.cause = e;
    throw err;
  }
}

export function registerNewCustomerRoutes(
  routes: RouteRegistry,
  deps: { config: Config; appointments: AppointmentsService; newCustomers: NewCustomerService },
) {
  const { appointments: a, newCustomers: nc } = deps;
  const grantOf = (req: FastifyRequest) => req.cookies[GRANT_COOKIE];
  const cookieOptions = (req: FastifyRequest) => ({
    path: GRANT_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: deps.config.cookieSecure || req.protocol === 'https',
  });
  const setGrant = (req: FastifyRequest, reply: FastifyReply, grant: string) =>
    reply.setCookie(GRANT_COOKIE, grant, cookieOptions(req));

  routes.add(nr.appointmentsNewCustomerCheck, ({ input, req, reply }) =>
    orSystemError(async () => {
      const { visits, grant } = await nc.check(input.body, req.ip);
      setGrant(req, reply, grant);
      return visits;
    }),
  );
  routes.add(nr.appointmentsNewCustomerList, ({ req }) =>
    orSystemError(async () => nc.visits(await nc.owner(grantOf(req)))),
  );
  routes.add(nr.appointmentsNewCustomerEnd, ({ req, reply }) =>
    orSystemError(async () => {
      await nc.end(grantOf(req));
      reply.clearCookie(GRANT_COOKIE, cookieOptions(req));
      return { ended: true as const };
    }),
  );
  routes.add(nr.appointmentsNewCustomerSlots, ({ input, req }) =>
    orSystemError(async () => a.slots(await nc.owner(grantOf(req)), input.params.token, input.query.date)),
  );
  routes.add(nr.appointmentsNewCustomerSchedule, ({ input, req }) =>
    orSystemError(async () => a.schedule(await nc.owner(grantOf(req)), input.params.token)),
  );
  routes.add(nr.appointmentsNewCustomerReschedule, ({ input, req }) =>
    orSystemError(async () =>
      a.reschedule(await nc.owner(grantOf(req)), input.params.token, input.body.desiredTimeToken),
    ),
  );
  routes.add(nr.appointmentsNewCustomerCancel, ({ input, req }) =>
    orSystemError(async () => a.cancel(await nc.owner(grantOf(req)), input.params.token)),
  );
  routes.add(nr.appointmentsNewCustomerInvite, ({ input, req, reply }) =>
    orSystemError(async () => {
      const invite = await a.invite(await nc.owner(grantOf(req)), input.params.token);
      reply.header('content-disposition', attachment(invite.fileName));
      return invite.bytes;
    }),
  );
}
