import { z } from 'zod';
import { AREA_OUTAGE_STATUSES, OUTAGE_STATUSES, checkZipStrict } from '@coax/domain';
import { defineRoute } from './route.ts';

const maintenanceWindow = z.object({ startsAt: z.string(), endsAt: z.string() }).nullable();

/** Seed 000 §7 "Outage status: processed outage result", for the signed-in subscriber. */
export const outageStatusResponse = z
  .object({
    status: z.enum(OUTAGE_STATUSES),
    /** the status in words (English; the web shows its own translation) */
    label: z.string(),
    /** the outage page for this status */
    href: z.string(),
    /** when the outage on the subscriber's node began, ISO time */
    since: z.string().nullable(),
    estimatedRestoration: z.string().nullable(),
    clearedAt: z.string().nullable(),
    maintenance: maintenanceWindow,
    devicesOffline: z.number().int().nonnegative(),
  })
  .meta({ id: 'OutageStatus' });
export type OutageStatusResponse = z.infer<typeof outageStatusResponse>;

/** What anyone may learn about a ZIP code: the network's state there, never an account's. */
export const areaOutageResponse = z
  .object({
    zip: z.string(),
    status: z.enum(AREA_OUTAGE_STATUSES),
    /** a plain-English summary (the web shows its own translation) */
    summary: z.string(),
    since: z.string().nullable(),
    estimatedRestoration: z.string().nullable(),
    clearedAt: z.string().nullable(),
    maintenance: maintenanceWindow,
  })
  .meta({ id: 'AreaOutage' });
export type AreaOutageResponse = z.infer<typeof areaOutageResponse>;

/** Seed 000 §5 strict ZIP check: exactly 5 digits, with the seed's own messages. */
const zip = z
  .string()
  .max(10, '5 number limit')
  .superRefine((value, ctx) => {
    const check = checkZipStrict(value);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
  });

export const outageRoutes = {
  outageStatus: defineRoute({
    method: 'GET',
    path: '/api/outage/status',
    summary:
      "The signed-in subscriber's outage status (NOT_LOGGED_IN when anonymous, ERROR when network data is unavailable)",
    area: 'outage',
    access: 'public',
    response: outageStatusResponse,
  }),
  outageByZip: defineRoute({
    method: 'GET',
    path: '/api/outage/area',
    summary: 'Outages in a ZIP code, for anyone, signed in or not',
    area: 'outage',
    access: 'public',
    query: z.object({ zip }),
    response: areaOutageResponse,
  }),
};
