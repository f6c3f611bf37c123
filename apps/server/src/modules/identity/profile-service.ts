import type { Kysely } from 'kysely';
import type { AuxPinStatus, IdentityProfile } from '@coax/contract';
import { AUX_PIN_MAX_TRIES, AUX_PIN_WINDOW_MS, AuxPinMessages } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';
import type { PasswordHasher } from '../../platform/password.ts';
import { ownId } from './contact-service.ts';
import {
  auxPinMisses,
  clearAuxPinMisses,
  deleteAuxPinMissesBefore,
  recordAuxPinMiss,
  setAuxPinHash,
} from './profile-repository.ts';
import { userRow } from './repository.ts';

export interface ProfileDeps {
  db: Kysely<Database>;
  clock: Clock;
  hasher: PasswordHasher;
}

/**
 * The signed-in id's names and role, and its auxiliary PIN (seed 002 §7 getAuxPin, setAuxPin,
 * confirmAuxPin): four digits a subscriber reads out to an agent on the phone. The PIN is hashed
 * like a password and never answered (so the seed's accesscodeshown is always "not shown"); four
 * digits are easy to guess, so confirming counts misses per id and refuses past five in 15
 * minutes. Each id has its own PIN. An agent acting for a subscriber may see whether one is set and
 * check one a caller reads out (the agent desk's log records the call, as every call an agent
 * makes for a subscriber), never set it.
 */
export function profileService({ db, clock, hasher }: ProfileDeps) {
  async function found(id: string) {
    const row = await userRow(db, id);
    if (!row) throw errors.noSession();
    return row;
  }
  const status = (at: number | null): AuxPinStatus => ({
    isSet: at !== null,
    setAt: at === null ? null : new Date(Number(at)).toISOString(),
  });

  return {
    async profile(p: Caller | null): Promise<IdentityProfile> {
      const row = await found(ownId(p));
      return {
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        primary: row.primary_user === 1,
      };
    },

    async auxPin(p: Caller | null): Promise<AuxPinStatus> {
      const row = await found(ownId(p));
      return status(row.aux_pin_hash ? row.aux_pin_set_at : null);
    },

    async setAuxPin(p: Caller | null, pin: string): Promise<AuxPinStatus> {
      const id = ownId(p);
      if (p?.isAgent) {
        throw errors.forbidden(
          'session.agent-acting',
          'An agent cannot set a subscriber’s PIN. The subscriber must set it themselves.',
        );
      }
      const now = clock.now();
      await setAuxPinHash(db, id, await hasher.hash(pin), now);
      await clearAuxPinMisses(db, id);
      return status(now);
    },

    async confirmAuxPin(p: Caller | null, pin: string): Promise<{ matches: boolean }> {
      const id = ownId(p);
      const row = await found(id);
      if (!row.aux_pin_hash) throw errors.conflict('identity.pin.not-set', AuxPinMessages.notSet);
      const now = clock.now();
      if ((await auxPinMisses(db, id, now - AUX_PIN_WINDOW_MS)) >= AUX_PIN_MAX_TRIES) {
        throw errors.throttled('identity.pin.throttled', AuxPinMessages.throttled);
      }
      const matches = await hasher.verify(row.aux_pin_hash, pin);
      if (!matches) await recordAuxPinMiss(db, id, now);
      return { matches };
    },
  };
}

/** Misses older than the window count for nothing: the identity job deletes them. */
export const purgeAuxPinMisses = (db: Kysely<Database>, now: number) =>
  deleteAuxPinMissesBefore(db, now - AUX_PIN_WINDOW_MS);

export type ProfileService = ReturnType<typeof profileService>;
