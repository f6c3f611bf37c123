import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  boxSettings as boxSettingsSchema,
  type BoxPinCheck,
  type BoxSettingsBoxes,
  type BoxSettingsView,
} from '@coax/contract';
import {
  DEFAULT_BOX_SETTINGS,
  PIN_LOCK_MINUTES,
  PIN_MAX_FAILED_ATTEMPTS,
  TIME_BLOCK_MAX_DAYS_AHEAD,
  addDays,
  checkBoxSettings,
  checkPin,
  copyBoxSettings,
  isoDayOf,
  settingsOnDay,
  type BoxSettings,
  type PinType,
} from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import { MINUTE, type Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import type { PasswordHasher } from '../../platform/password.ts';
import type { Caller } from '../../platform/http/caller.ts';
import * as repo from './repository.ts';

const REFUSED = {
  noSubject: 'Choose a subscriber to act for first.',
  noTv: 'Box settings come with TV service, which this account does not have.',
  notPrimary: "Only the account's primary holder can change box settings and PINs.",
  noBox: 'We could not find that box on your account.',
} as const;

const LOCK_MS = PIN_LOCK_MINUTES * MINUTE;

/** Whose boxes a call is about. */
export interface SettingsOwner {
  accountNumber: string;
  /** the signed-in id (an agent's own id when acting), kept with each change */
  actorId: string;
  canChange: boolean;
}

type SetInput = {
  deviceId: number;
  settings: BoxSettings;
  changed?:
    { display?: 'aspectRatio' | 'resolution'; sound?: 'fixedVolume' | 'closedCaptioning' } | undefined;
  pins?: { parental?: string | null | undefined; purchase?: string | null | undefined } | undefined;
};

/** A stored row's settings; a row that no longer reads as settings falls back to the defaults. */
function storedSettings(json: string | undefined): BoxSettings {
  if (json === undefined) return DEFAULT_BOX_SETTINGS;
  try {
    const parsed = boxSettingsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : DEFAULT_BOX_SETTINGS;
  } catch {
    return DEFAULT_BOX_SETTINGS;
  }
}

/** Network settings for boxes (seed 001 §7): always the session's own set-top boxes. */
export function boxSettingsService(deps: { db: Kysely<Database>; clock: Clock; hasher: PasswordHasher }) {
  const { db, clock, hasher } = deps;
  const today = () => isoDayOf(clock.now());

  async function ownBox(owner: SettingsOwner, deviceId: number, trx: repo.Db = db) {
    const box = await repo.findBox(trx, owner.accountNumber, deviceId);
    if (!box) throw errors.notFound(REFUSED.noBox);
    return box;
  }

  async function view(box: repo.BoxRow, trx: repo.Db = db): Promise<BoxSettingsView> {
    const row = await repo.findSettings(trx, box.id);
    const day = today();
    return {
      deviceId: box.id,
      alias: box.alias,
      settings: settingsOnDay(storedSettings(row?.settings_json), day),
      pins: { parental: Boolean(row?.parental_pin_hash), purchase: Boolean(row?.purchase_pin_hash) },
      today: day,
      lastBlockDay: addDays(day, TIME_BLOCK_MAX_DAYS_AHEAD),
      updatedAt: row ? Number(row.updated_at) : null,
    };
  }

  function mustChange(owner: SettingsOwner) {
    if (!owner.canChange) throw errors.forbidden(REFUSED.notPrimary);
  }

  async function newHash(current: string | null, next: string | null | undefined): Promise<string | null> {
    if (next === undefined) return current;
    return next === null ? null : hasher.hash(next);
  }

  return {
    /** The session's subscriber; refused without one or without TV service. */
    owner(p: Caller | null): SettingsOwner {
      if (!p?.subject) throw errors.forbidden(REFUSED.noSubject);
      const account = p.subject.account;
      if (!account || account.io !== 1) throw errors.forbidden(REFUSED.noTv);
      return {
        accountNumber: account.account_number,
        actorId: p.self.user.id,
        canChange: p.isAgent || p.subject.user.primary_user === 1,
      };
    },

    async boxes(owner: SettingsOwner): Promise<BoxSettingsBoxes> {
      const rows = await repo.listBoxes(db, owner.accountNumber);
      return {
        boxes: rows.map((b) => ({
          deviceId: b.id,
          alias: b.alias,
          deviceType: b.device_type,
          isHd: b.is_hd === 1,
        })),
        canChange: owner.canChange,
      };
    },

    /** getNetworkSettings */
    async get(owner: SettingsOwner, deviceId: number): Promise<BoxSettingsView> {
      return view(await ownBox(owner, deviceId));
    },

    /** setNetworkSettings: the whole settings object, checked against today's rules, and optional new PINs. */
    async set(owner: SettingsOwner, input: SetInput): Promise<BoxSettingsView> {
      mustChange(owner);
      const box = await ownBox(owner, input.deviceId);
      const issues = checkBoxSettings(input.settings, today(), input.changed ?? {});
      const first = issues[0];
      if (first) {
        throw errors.badRequest(
          first.message,
          issues.map((i) => ({ path: `body.settings.${i.path}`, message: i.message })),
        );
      }
      const current = await repo.findSettings(db, box.id);
      // Hashing is slow on purpose: done before the transaction, so no lock waits on it.
      const parental = await newHash(current?.parental_pin_hash ?? null, input.pins?.parental);
      const purchase = await newHash(current?.purchase_pin_hash ?? null, input.pins?.purchase);
      return db.transaction().execute(async (trx) => {
        await repo.saveSettings(trx, {
          deviceId: box.id,
          settingsJson: JSON.stringify(settingsOnDay(input.settings, today())),
          parentalPinHash: parental,
          purchasePinHash: purchase,
          at: clock.now(),
          by: owner.actorId,
        });
        return view(box, trx);
      });
    },

    /** copyNetworkSettings: the target gets the source's settings and PINs (as hashes). */
    async copy(owner: SettingsOwner, fromDeviceId: number, toDeviceId: number): Promise<BoxSettingsView> {
      mustChange(owner);
      return db.transaction().execute(async (trx) => {
        const source = await ownBox(owner, fromDeviceId, trx);
        const target = await ownBox(owner, toDeviceId, trx);
        const row = await repo.findSettings(trx, source.id);
        const copied = copyBoxSettings(
          { deviceId: String(source.id), settings: storedSettings(row?.settings_json) },
          String(target.id),
          today(),
        );
        if (!copied.ok) {
          throw errors.badRequest(copied.message, [{ path: 'body.toDeviceId', message: copied.message }]);
        }
        await repo.saveSettings(trx, {
          deviceId: target.id,
          settingsJson: JSON.stringify(copied.settings),
          parentalPinHash: row?.parental_pin_hash ?? null,
          purchasePinHash: row?.purchase_pin_hash ?? null,
          at: clock.now(),
          by: owner.actorId,
        });
        return view(target, trx);
      });
    },

    /**
     * validatePIN: VALID, INVALID, NOT_SET, or LOCKED after PIN_MAX_FAILED_ATTEMPTS wrong tries
     * within PIN_LOCK_MINUTES. The try is written down before the PIN is checked, so tries sent
     * at once are all counted.
     */
    async validatePin(
      owner: SettingsOwner,
      deviceId: number,
      pinType: PinType,
      pin: string,
    ): Promise<BoxPinCheck> {
      const box = await ownBox(owner, deviceId);
      const format = checkPin(pin);
      if (!format.ok) {
        throw errors.badRequest(format.message, [{ path: 'body.pin', message: format.message }]);
      }
      const now = clock.now();
      const attemptId = randomUUID();
      await repo.addPinFailure(db, { attemptId, deviceId: box.id, pinType, at: now });
      const tries = await repo.pinFailuresSince(db, box.id, pinType, now - LOCK_MS);
      const lockedUntil = (list: ReadonlyArray<{ at: number }>) => {
        const oldest = list[list.length - PIN_MAX_FAILED_ATTEMPTS];
        return oldest ? oldest.at + LOCK_MS : null;
      };
      if (tries.length > PIN_MAX_FAILED_ATTEMPTS) {
        await repo.removePinFailure(db, attemptId);
        return {
          result: 'LOCKED',
          attemptsRemaining: 0,
          lockedUntil: lockedUntil(tries.filter((t) => t.attemptId !== attemptId)),
        };
      }
      const row = await repo.findSettings(db, box.id);
      const hash = pinType === 'parental' ? row?.parental_pin_hash : row?.purchase_pin_hash;
      if (!hash) {
        await repo.removePinFailure(db, attemptId);
        return {
          result: 'NOT_SET',
          attemptsRemaining: PIN_MAX_FAILED_ATTEMPTS - (tries.length - 1),
          lockedUntil: null,
        };
      }
      if (await hasher.verify(hash, pin)) {
        await repo.clearPinFailures(db, box.id, pinType);
        return { result: 'VALID', attemptsRemaining: PIN_MAX_FAILED_ATTEMPTS, lockedUntil: null };
      }
      const remaining = PIN_MAX_FAILED_ATTEMPTS - tries.length;
      return {
        result: 'INVALID',
        attemptsRemaining: remaining,
        lockedUntil: remaining === 0 ? lockedUntil(tries) : null,
      };
    },
  };
}

export type BoxSettingsService = ReturnType<typeof boxSettingsService>;
