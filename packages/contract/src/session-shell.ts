import { z } from 'zod';
import { alertsResponse } from './alerts.ts';
import { supportNumber } from './config.ts';
import { faqProducts } from './faq.ts';
import { outageStatusResponse } from './outage.ts';
import { defineRoute } from './route.ts';
import { sessionState } from './session.ts';

/**
 * Issue 21 item 4: what the header and footer always read after the configuration, in one
 * answer, so a first load spends one round trip on them. Each part is null when it could not be
 * read (or does not apply, as the outage status for a visitor); the web then asks that part's own
 * endpoint, which stays.
 */
export const shellRead = z
  .object({
    session: sessionState,
    supportNumber: supportNumber.nullable(),
    alerts: alertsResponse.nullable(),
    outageStatus: outageStatusResponse.nullable(),
    faqProducts: faqProducts.nullable(),
  })
  .meta({ id: 'ShellRead' });
export type ShellRead = z.infer<typeof shellRead>;

export const sessionShellRoutes = {
  getShell: defineRoute({
    method: 'GET',
    path: '/api/session/shell',
    summary:
      "The shell's first read: the session, the support number, the alerts, the outage status and the FAQ topics, each null when it could not be read",
    area: 'session',
    access: 'public',
    query: z.object({
      lang: z.enum(['en', 'es'], { error: 'The language is en or es.' }).default('en'),
    }),
    response: shellRead,
  }),
};
