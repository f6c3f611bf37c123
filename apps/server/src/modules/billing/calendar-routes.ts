import type { Kysely } from 'kysely';
import { billingCalendarRoutes } from '@coax/contract';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Job } from '../../platform/jobs/runner.ts';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { ContactRoutes } from '../identity/index.ts';
import { calendarService } from './calendar-service.ts';
import { promotionNoticeJob } from './promotions-job.ts';

/** 'bill-calendar-2026-11-26.ics' is plain ASCII; the quoted form is enough. */
const attachment = (fileName: string) => `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;

/** Promotions, the money calendar and its .ics file; answers the promotion notice job. */
export function registerCalendarRoutes(
  routes: RouteRegistry,
  deps: { db: Kysely<Database>; clock: Clock; brand: string; routes: ContactRoutes },
): Job {
  const calendar = calendarService({
    ...deps,
    uidHost: `${deps.brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.bill-calendar`,
  });
  const r = billingCalendarRoutes;
  routes.add(r.promotions, async ({ caller }) => calendar.promotions(caller));
  routes.add(r.calendar, async ({ caller, input }) => calendar.calendar(caller, input.query.month));
  routes.add(r.calendarIcs, async ({ caller, reply, input }) => {
    const file = await calendar.ics(caller, input.query.lang);
    reply.header('content-disposition', attachment(file.fileName));
    return file.bytes;
  });
  return { name: 'billing.promotion-notices', run: promotionNoticeJob(deps) };
}
