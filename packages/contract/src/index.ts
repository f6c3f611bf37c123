export * from './route.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './session.ts';
export * from './csr.ts';
export * from './billing.ts';
export * from './config.ts';

import { healthRoutes } from './health.ts';
import { sessionRoutes } from './session.ts';
import { csrRoutes } from './csr.ts';
import { billingRoutes } from './billing.ts';
import { configRoutes } from './config.ts';

/** Every HTTP operation of the portal. The server must implement each one, and only these. */
export const allRoutes = { ...healthRoutes, ...sessionRoutes, ...csrRoutes, ...billingRoutes, ...configRoutes };
