import { z } from 'zod';
import { defineRoute } from './route.ts';

export const healthRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and database reachability',
    area: 'health',
    access: 'public',
    response: z.object({
      status: z.literal('ok'),
      database: z.enum(['sqlite', 'postgres']),
      time: z.string(),
    }),
  }),
  /** For a load balancer or supervisor: the process runs and answers. Touches nothing else. */
  live: defineRoute({
    method: 'GET',
    path: '/api/health/live',
    summary: 'The process is running',
    area: 'health',
    access: 'public',
    response: z.object({ status: z.literal('ok') }),
  }),
  /**
   * For a load balancer: send traffic here. 503 (reason server.not-ready) while the database or
   * Redis does not answer, migrations are behind, or the process is shutting down.
   */
  ready: defineRoute({
    method: 'GET',
    path: '/api/health/ready',
    summary: 'Ready for traffic: database and Redis answer, migrations current, not stopping',
    area: 'health',
    access: 'public',
    response: z.object({
      status: z.literal('ok'),
      checks: z.object({
        database: z.literal('ok'),
        sessions: z.literal('ok'),
        migrations: z.literal('ok'),
      }),
    }),
  }),
};
