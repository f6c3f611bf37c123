import { randomInt, randomUUID } from 'node:crypto';
import type { HotspotDevice } from '@coax/contract';
import {
  HOTSPOT_DEVICES_MAX,
  HOTSPOT_DEVICE_TYPES,
  HOTSPOT_TOKEN_TTL_MS,
  HomeNetworkMessages,
  USAGE_PERIOD_DAYS,
  addDays,
  checkLabel,
  isListedWifiDevice,
  isoDayOf,
  lastThirtyDays,
  type HotspotDeviceType,
  type UsagePeriod,
} from '@coax/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import { enqueue } from '../../platform/outbox/outbox.ts';
import { mustChange, type NetworkOwner } from './owner.ts';
import { refuseIssues } from './refuse.ts';
import * as repo from './repository.ts';

const REFUSED = {
  duplicate: 'That device is already registered.',
  notFound: 'We could not find that device.',
} as const;

/** Letters and digits that cannot be mistaken for each other when read off a phone. */
const TOKEN_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const TOKEN_LENGTH = 8;

type DeviceFields = { email: string; name: string; type: HotspotDeviceType };

const isDeviceType = (t: string | null): t is HotspotDeviceType =>
  (HOTSPOT_DEVICE_TYPES as readonly (string | null)[]).includes(t);

/** Wifi hotspot devices, registration and tokens, and usage (seed 002 §7 Wifi). */
export function wifiService(deps: { db: Kysely<Database>; clock: Clock; brand: string }) {
  const { db, clock, brand } = deps;

  /** Seed 002 §5: only devices with email, macAddress, name and type are listed. */
  async function listed(owner: NetworkOwner): Promise<HotspotDevice[]> {
    const rows = await repo.listHotspot(db, owner.accountNumber);
    return rows.flatMap((r) => {
      const d = { email: r.email, macAddress: r.mac_address, name: r.name, type: r.type };
      if (!isListedWifiDevice(d) || !isDeviceType(r.type)) return [];
      return [
        {
          email: r.email ?? '',
          macAddress: r.mac_address,
          name: r.name ?? '',
          type: r.type,
          registeredBy: r.registered_by ?? '',
        },
      ];
    });
  }

  async function devices(owner: NetworkOwner) {
    return { devices: await listed(owner), canChange: owner.canChange };
  }

  const normal = (mac: string) => mac.toUpperCase();

  function newToken(): string {
    return Array.from({ length: TOKEN_LENGTH }, () =>
      TOKEN_ALPHABET.charAt(randomInt(TOKEN_ALPHABET.length)),
    ).join('');
  }

  return {
    devices,

    async addDevice(owner: NetworkOwner, input: DeviceFields & { macAddress: string }) {
      mustChange(owner);
      refuseIssues(checkLabel('name', input.name), '');
      const mac = normal(input.macAddress);
      await db.transaction().execute(async (trx) => {
        const rows = await repo.listHotspot(trx, owner.accountNumber);
        if (rows.some((r) => r.mac_address === mac)) {
          throw errors.conflict('network.hotspot.duplicate', REFUSED.duplicate);
        }
        if (rows.length >= HOTSPOT_DEVICES_MAX) {
          throw errors.badRequest('network.hotspot.too-many', HomeNetworkMessages.tooManyHotspotDevices);
        }
        await repo.insertHotspot(trx, {
          account_number: owner.accountNumber,
          mac_address: mac,
          email: input.email.trim(),
          name: input.name,
          type: input.type,
          registered_by: owner.userId,
          created_at: clock.now(),
        });
      });
      return devices(owner);
    },

    async updateDevice(owner: NetworkOwner, macAddress: string, input: DeviceFields) {
      mustChange(owner);
      refuseIssues(checkLabel('name', input.name), '');
      const ok = await repo.updateHotspot(db, owner.accountNumber, normal(macAddress), {
        ...input,
        email: input.email.trim(),
      });
      if (!ok) throw errors.notFound('network.hotspot.not-found', REFUSED.notFound);
      return devices(owner);
    },

    async deleteDevice(owner: NetworkOwner, macAddress: string) {
      mustChange(owner);
      if (!(await repo.deleteHotspot(db, owner.accountNumber, normal(macAddress)))) {
        throw errors.notFound('network.hotspot.not-found', REFUSED.notFound);
      }
      return devices(owner);
    },

    deviceTypes: () => ({ types: [...HOTSPOT_DEVICE_TYPES] }),

    async registration(owner: NetworkOwner) {
      const registered = (await listed(owner)).length;
      return {
        status: registered > 0 ? ('REGISTERED' as const) : ('NOT_REGISTERED' as const),
        registered,
        allowed: HOTSPOT_DEVICES_MAX,
      };
    },

    async eligibility(owner: NetworkOwner, macAddress: string) {
      const rows = await repo.listHotspot(db, owner.accountNumber);
      if (rows.some((r) => r.mac_address === normal(macAddress))) {
        return { eligible: false, why: 'already-registered' as const };
      }
      if (rows.length >= HOTSPOT_DEVICES_MAX) return { eligible: false, why: 'limit-reached' as const };
      return { eligible: true, why: 'eligible' as const };
    },

    async generateToken(owner: NetworkOwner) {
      mustChange(owner);
      const now = clock.now();
      const token = newToken();
      const expiresAt = now + HOTSPOT_TOKEN_TTL_MS;
      await repo.insertToken(db, {
        id: randomUUID(),
        account: owner.accountNumber,
        token,
        at: now,
        expiresAt,
        sentTo: null,
      });
      return { token, expiresAt };
    },

    /** A new code, e-mailed through the outbox in the same transaction (once per Idempotency-Key). */
    async sendToken(owner: NetworkOwner, email: string) {
      mustChange(owner);
      const now = clock.now();
      const token = newToken();
      const expiresAt = now + HOTSPOT_TOKEN_TTL_MS;
      const to = email.trim();
      const id = randomUUID();
      await db.transaction().execute(async (trx) => {
        await repo.insertToken(trx, {
          id,
          account: owner.accountNumber,
          token,
          at: now,
          expiresAt,
          sentTo: to,
        });
        await enqueue(trx, now, [
          {
            channel: 'email',
            to,
            subject: `Your ${brand} WiFi hotspot code`,
            body: [
              `Your code to sign a device in to ${brand} WiFi hotspots is ${token}.`,
              `It works once, for ${HOTSPOT_TOKEN_TTL_MS / 60_000} minutes.`,
            ].join('\n\n'),
            topic: `network:hotspot-token:${id}`,
          },
        ]);
      });
      return { sentTo: to, expiresAt };
    },

    /** getSessionUsage for LAST_THIRTY_DAYS: the 30 days ending today. */
    async usage(owner: NetworkOwner, timePeriod: UsagePeriod) {
      const today = isoDayOf(clock.now());
      const rows = await repo.usageSince(db, owner.accountNumber, addDays(today, 1 - USAGE_PERIOD_DAYS));
      const days = lastThirtyDays(rows, today);
      return {
        timePeriod,
        days,
        totalBytes: days.reduce((n, d) => n + d.bytes, 0),
        totalSeconds: days.reduce((n, d) => n + d.seconds, 0),
      };
    },
  };
}

export type WifiService = ReturnType<typeof wifiService>;
