import { healthRoutes } from '@coax/contract';
import { pendingMigrations } from '../../db/migrate.ts';
import { errors } from '../../platform/errors.ts';
import type { ModuleContext } from '../../platform/http/module.ts';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import { ping } from './repository.ts';

/** What is wrong, for the log and the 503's message; empty when ready. */
async function notReady({ db, store, lifecycle }: ModuleContext): Promise<string[]> {
  const problems: string[] = [];
  if (lifecycle.stopping) problems.push('shutting down');
  await ping(db).catch(() => problems.push('database does not answer'));
  await store.ping().catch(() => problems.push('session store does not answer'));
  const pending = await pendingMigrations(db).catch(() => null);
  if (pending === null) problems.push('migrations unreadable');
  else if (pending.length > 0) problems.push(`migrations pending: ${pending.join(', ')}`);
  return problems;
}

export function registerHealthRoutes(routes: RouteRegistry, ctx: ModuleContext) {
  const { db, dialect, clock, log } = ctx;
  // A load balancer asks every few seconds: say so when readiness changes, not on every ask.
  let said = '';
  routes.add(healthRoutes.health, async () => {
    await ping(db);
    return { status: 'ok' as const, database: dialect, time: new Date(clock.now()).toISOString() };
  });
  routes.add(healthRoutes.live, async () => ({ status: 'ok' as const }));
  routes.add(healthRoutes.ready, async () => {
    const problems = await notReady(ctx);
    const now = problems.join('; ');
    if (now !== said) {
      if (problems.length > 0) log.warn({ problems }, 'not ready for traffic');
      else log.info('ready for traffic');
      said = now;
    }
    if (problems.length > 0) throw errors.unavailable('server.not-ready');
    return { status: 'ok' as const, checks: { database: 'ok', sessions: 'ok', migrations: 'ok' } as const };
  });
}
