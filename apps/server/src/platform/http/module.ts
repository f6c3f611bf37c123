import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Job } from '../jobs/runner.ts';
import type { Lifecycle } from '../lifecycle.ts';
import type { Log } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PasswordHasher } from '../password.ts';
import type { PaymentGateway } from '../payment-gateway/gateway.ts';
import type { SessionCookies } from '../sessions/session-plugin.ts';
import type { SessionStore } from '../sessions/session-store.ts';
import type { RouteRegistry } from './route-registry.ts';

/**
 * The services one module offers the others (outage for alerts, faq for search, ...). Each
 * providing module adds its entry to this interface from its index.ts and builds it in `provide`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SharedServices {}

/** What every module is built from: the process's shared dependencies. */
export interface ModuleContext {
  db: Kysely<Database>;
  dialect: Dialect;
  clock: Clock;
  config: Config;
  hasher: PasswordHasher;
  store: SessionStore;
  cookies: SessionCookies;
  gateway: PaymentGateway;
  mailer: Mailer;
  log: Log;
  /** whether the process is stopping (readiness) */
  lifecycle: Lifecycle;
  /** for routes outside the contract and request hooks; only a module's routes.ts touches it */
  server: FastifyInstance;
  /** filled in by each module's `provide`, in the order of the module list */
  services: SharedServices;
}

/** What a module leaves running once its routes are registered. */
export interface MountedModule {
  /** periodic work, run by the job runner in the order of the module list */
  jobs?: Job[];
  /** runs when the server closes */
  close?(): Promise<void>;
}

/** One area of the server: its routes, the services it offers other areas, its jobs. */
export interface AreaModule {
  readonly name: string;
  /** services other modules use; called for every module before any routes are registered */
  provide?(ctx: ModuleContext): Partial<SharedServices>;
  routes(r: RouteRegistry, ctx: ModuleContext): MountedModule | void;
}
