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
};
