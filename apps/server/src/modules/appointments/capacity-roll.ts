import type { Kysely } from 'kysely';
import { addDays, bookingWindow, isoDayOf } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import * as repo from './repository.ts';

/**
 * Keeps the booking window covered while a server runs for weeks: each location's technicians
 * work the same slots as on its last day with capacity, through the window's last day. A real
 * field-service feed would replace this; until then the calendar never runs out of days. Safe on
 * several processes at once (an existing day is left alone). Answers how many days were added.
 */
export async function rollCapacity(db: Kysely<Database>, now: number): Promise<number> {
  const { last: until } = bookingWindow(isoDayOf(now));
  let added = 0;
  for (const { location_id, last } of await repo.lastCapacityDays(db)) {
    if (!last || last >= until) continue;
    const slots = await repo.capacityOfDay(db, location_id, last);
    for (let day = addDays(last, 1); day <= until; day = addDays(day, 1)) {
      await repo.addCapacityDay(db, location_id, day, slots);
      added++;
    }
  }
  return added;
}
