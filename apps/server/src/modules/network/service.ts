import type { NetworkOverview } from '@coax/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import { devicesService } from './devices-service.ts';
import { flagsService } from './flags-service.ts';
import type { Gateway } from './gateway.ts';
import type { NetworkOwner } from './owner.ts';
import * as repo from './repository.ts';
import { settingsService } from './settings-service.ts';
import { wifiService } from './wifi-service.ts';

export { ownerOf } from './owner.ts';

/** The home network: one object of the area's use cases, built from its parts. */
export function networkService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  gateway: Gateway;
  brand: string;
  lockRows?: boolean;
}) {
  const settings = settingsService(deps);
  const devices = devicesService(deps);
  const wifi = wifiService(deps);
  const flags = flagsService(deps);

  /** The Internet menu's overview: the service, the gateway and counts of what is on the network. */
  async function overview(owner: NetworkOwner): Promise<NetworkOverview> {
    const status = await deps.gateway.status(owner.accountNumber);
    if (!status) {
      throw errors.notFound('network.device.not-found', 'We could not find a gateway on your account.');
    }
    const [map, rules, hotspot] = await Promise.all([
      devices.map(owner),
      repo.listPortRules(deps.db, owner.accountNumber),
      wifi.devices(owner),
    ]);
    return {
      internet: true,
      gateway: status,
      counts: {
        devices: map.devices.length,
        paused: map.devices.filter((d) => d.pause !== null).length,
        portRules: rules.length,
        hotspotDevices: hotspot.devices.length,
      },
      spamFilterOffered: owner.spamFilterOffered,
      canChange: owner.canChange,
    };
  }

  return { overview, settings, devices, wifi, flags };
}

export type NetworkService = ReturnType<typeof networkService>;
