import { createRequire } from 'node:module';
import type { Kysely } from 'kysely';
import type { GeoPoint, TheftReportReceipt, TheftSuspectInfo } from '@coax/contract';
import { SupportCaseMessages } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { caseOwnerOf, iso, newCaseId } from './cases-owner.ts';
import { insertTheftReport } from './cases-repository.ts';

/** The part of the `zipcodes` package (a US ZIP and place dataset shipped with the project) used here. */
interface ZipPlace {
  zip: string;
  latitude: number;
  longitude: number;
}
interface ZipCodes {
  lookupByName(city: string, state: string): ZipPlace[];
}
const zipcodes = createRequire(import.meta.url)('zipcodes') as ZipCodes;

/** The map point of a city and state: its lowest ZIP code's; null when the place is unknown. */
export function geolocate(city: string, state: string): GeoPoint | null {
  const hits = zipcodes.lookupByName(city.trim(), state.trim().toUpperCase());
  const first = [...hits].sort((a, b) => a.zip.localeCompare(b.zip))[0];
  return first ? { latitude: first.latitude, longitude: first.longitude, zip: first.zip } : null;
}

/** Seed 002 §8 Theft: 'Service not available at this time.' for any failure of the report or its map. */
const unavailable = (status: 404 | 503) =>
  status === 404
    ? errors.notFound('support.theft.unavailable', SupportCaseMessages.theftUnavailable)
    : errors.unavailable('support.theft.unavailable');

export function theftService(deps: { db: Kysely<Database>; clock: Clock }) {
  return {
    /** Seed 002 §7 GET geolocate map. */
    geolocate(city: string, state: string): GeoPoint {
      const point = geolocate(city, state);
      if (!point) throw unavailable(404);
      return point;
    },

    /** Seed 002 §7 POST theft/ with SuspectInfo; the report keeps the suspect address's map point. */
    async report(caller: Caller | null, s: TheftSuspectInfo): Promise<TheftReportReceipt> {
      const owner = caseOwnerOf(caller);
      const point = geolocate(s.City, s.State);
      const now = deps.clock.now();
      const id = newCaseId('TR');
      try {
        await insertTheftReport(deps.db, {
          id,
          user_id: owner.userId,
          account_number: owner.accountNumber,
          first_name: s.FirstName,
          last_name: s.LastName,
          address_line1: s.AddressLine1,
          address_line2: s.AddressLine2,
          city: s.City,
          state: s.State,
          description: s.Description,
          latitude: point?.latitude ?? null,
          longitude: point?.longitude ?? null,
          zip: point?.zip ?? null,
          created_at: now,
        });
      } catch {
        throw unavailable(503);
      }
      return { reportId: id, point, createdAt: iso(now) };
    },
  };
}

export type TheftService = ReturnType<typeof theftService>;
