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
