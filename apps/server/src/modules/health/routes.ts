import { sql } from 'kysely';
import { healthRoutes } from '@coax/contract';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';

export function registerHealthRoutes(routes: RouteRegistry, db: Db, clock: Clock) {
  routes.add(healthRoutes.health, async () => {
    await sql`select 1`.execute(db.kysely);
    return { status: 'ok' as const, database: db.dialect, time: new Date(clock.now()).toISOString() };
  });
}
