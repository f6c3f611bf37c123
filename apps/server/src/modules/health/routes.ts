import { healthRoutes } from '@coax/contract';
import type { ModuleContext } from '../../platform/http/module.ts';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import { ping } from './repository.ts';

export function registerHealthRoutes(routes: RouteRegistry, ctx: ModuleContext) {
  const { db, dialect, clock } = ctx;
  routes.add(healthRoutes.health, async () => {
    await ping(db);
    return { status: 'ok' as const, database: dialect, time: new Date(clock.now()).toISOString() };
  });
}
