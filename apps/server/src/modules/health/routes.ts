import { sql } from 'kysely';
import { healthRoutes } from '@coax/contract';
import type { ModuleContext } from '../../platform/http/module.ts';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';

export function registerHealthRoutes(routes: RouteRegistry, ctx: ModuleContext) {
  const { db, dialect, clock } = ctx;
  routes.add(healthRoutes.health, async () => {
    await sql`select 1`.execute(db);
    return { status: 'ok' as const, database: dialect, time: new Date(clock.now()).toISOString() };
  });
}
