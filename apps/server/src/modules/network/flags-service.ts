import type { PremiumTier, PrivacySettings, SpamFilter } from '@coax/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import { mustChange, type NetworkOwner } from './owner.ts';
import * as repo from './repository.ts';

const NOT_OFFERED = 'The spam filter comes with an active mailbox, which this id does not have.';

/** Premium tier (premiumtier), privacy (privacy/settings) and the spam filter (spamscrub). */
export function flagsService(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;
  const flags = (owner: NetworkOwner) => repo.findFlags(db, owner.accountNumber);

  async function premium(owner: NetworkOwner): Promise<PremiumTier> {
    const [f, devices] = await Promise.all([flags(owner), repo.listPremiumDevices(db, owner.accountNumber)]);
    return {
      webhosting: f?.webhosting === 1,
      ddns: f?.ddns === 1,
      devices: devices.map((d) => ({
        macAddress: d.mac_address,
        port25: d.port25 === 1,
        port80: d.port80 === 1,
      })),
      canChange: owner.canChange,
    };
  }

  async function privacy(owner: NetworkOwner): Promise<PrivacySettings> {
    const f = await flags(owner);
    return {
      recommendations: f?.recommendations === 1,
      promotions: f?.promotions === 1,
      canChange: owner.canChange,
    };
  }

  async function spam(owner: NetworkOwner): Promise<SpamFilter> {
    const f = await flags(owner);
    return {
      offered: owner.spamFilterOffered,
      enabled: owner.spamFilterOffered && f?.spamscrub === 1,
      canChange: owner.canChange && owner.spamFilterOffered,
    };
  }

  const save = (owner: NetworkOwner, change: Parameters<typeof repo.saveFlags>[2]) =>
    repo.saveFlags(db, owner.accountNumber, change, clock.now(), owner.actorId);

  return {
    premium,
    async setPremium(owner: NetworkOwner, change: { webhosting: boolean; ddns: boolean }) {
      mustChange(owner);
      await save(owner, change);
      return premium(owner);
    },
    async setPremiumDevice(
      owner: NetworkOwner,
      change: { macAddress: string; port25: boolean; port80: boolean },
    ) {
      mustChange(owner);
      await db
        .transaction()
        .execute((trx) =>
          repo.savePremiumDevice(trx, owner.accountNumber, change.macAddress.toUpperCase(), change),
        );
      return premium(owner);
    },
    privacy,
    async setPrivacy(owner: NetworkOwner, change: { recommendations: boolean; promotions: boolean }) {
      mustChange(owner);
      await save(owner, change);
      return privacy(owner);
    },
    spam,
    async setSpam(owner: NetworkOwner, enabled: boolean) {
      if (!owner.spamFilterOffered) throw errors.forbidden('network.spam-filter.not-offered', NOT_OFFERED);
      mustChange(owner);
      await save(owner, { spamscrub: enabled });
      return spam(owner);
    },
  };
}

export type FlagsService = ReturnType<typeof flagsService>;
