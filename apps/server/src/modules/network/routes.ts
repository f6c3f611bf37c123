import { networkRoutes as n } from '@coax/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import { ownerOf, type NetworkService } from './service.ts';

export function registerNetworkRoutes(
  r: RouteRegistry,
  deps: { db: Kysely<Database>; clock: Clock; network: NetworkService },
) {
  const s = deps.network;
  const { settings, devices, wifi, flags } = s;
  // A retried token e-mail with the same key gets the first answer and sends nothing again.
  const once = {
    db: deps.db,
    clock: deps.clock,
    scopeOf: async (caller: Caller | null) => `network:${ownerOf(caller).accountNumber}`,
  };
  r.add(n.networkOverview, async ({ caller }) => s.overview(ownerOf(caller)));
  r.add(n.networkGateway, async ({ caller }) => settings.gateway(ownerOf(caller)));
  r.add(n.networkWirelessSet, async ({ caller, input }) =>
    settings.setWireless(ownerOf(caller), input.body.version, input.body.wireless),
  );
  r.add(n.networkLanSet, async ({ caller, input }) =>
    settings.setLan(ownerOf(caller), input.body.version, input.body.lan),
  );
  r.add(n.networkBestChannel, async ({ caller, input }) =>
    settings.bestChannel(ownerOf(caller), input.body.version, input.body.band),
  );
  r.add(n.networkReset, async ({ caller }) => settings.reset(ownerOf(caller)));
  r.add(n.networkPortRules, async ({ caller }) => settings.portRules(ownerOf(caller)));
  r.add(n.networkPortRuleAdd, async ({ caller, input }) => settings.addPortRule(ownerOf(caller), input.body));
  r.add(n.networkPortRuleDelete, async ({ caller, input }) =>
    settings.deletePortRule(ownerOf(caller), input.params.ruleId),
  );
  r.add(n.networkMap, async ({ caller }) => devices.map(ownerOf(caller)));
  r.add(n.networkDeviceUpdate, async ({ caller, input }) =>
    devices.updateDevice(ownerOf(caller), input.params.deviceId, input.body),
  );
  r.add(n.networkPause, async ({ caller, input }) => devices.pause(ownerOf(caller), input.body));
  r.add(n.networkResume, async ({ caller, input }) => devices.resume(ownerOf(caller), input.params.pauseId));
  r.add(n.behindTheModem, async ({ caller }) => devices.behindTheModem(ownerOf(caller)));
  r.add(n.hotspotDevices, async ({ caller }) => wifi.devices(ownerOf(caller)));
  r.add(n.hotspotDeviceAdd, async ({ caller, input }) => wifi.addDevice(ownerOf(caller), input.body));
  r.add(n.hotspotDeviceUpdate, async ({ caller, input }) =>
    wifi.updateDevice(ownerOf(caller), input.params.macAddress, input.body),
  );
  r.add(n.hotspotDeviceDelete, async ({ caller, input }) =>
    wifi.deleteDevice(ownerOf(caller), input.params.macAddress),
  );
  r.add(n.hotspotDeviceTypes, async ({ caller }) => {
    ownerOf(caller);
    return wifi.deviceTypes();
  });
  r.add(n.hotspotRegistration, async ({ caller }) => wifi.registration(ownerOf(caller)));
  r.add(n.hotspotEligibility, async ({ caller, input }) =>
    wifi.eligibility(ownerOf(caller), input.body.macAddress),
  );
  r.add(n.hotspotTokenGenerate, async ({ caller }) => wifi.generateToken(ownerOf(caller)));
  r.add(
    n.hotspotTokenSend,
    idempotent(once, n.hotspotTokenSend, async ({ caller, input }) =>
      wifi.sendToken(ownerOf(caller), input.body.email),
    ),
  );
  r.add(n.wifiUsage, async ({ caller, input }) => wifi.usage(ownerOf(caller), input.query.timePeriod));
  r.add(n.premiumTier, async ({ caller }) => flags.premium(ownerOf(caller)));
  r.add(n.premiumTierSet, async ({ caller, input }) => flags.setPremium(ownerOf(caller), input.body));
  r.add(n.premiumDeviceSet, async ({ caller, input }) => flags.setPremiumDevice(ownerOf(caller), input.body));
  r.add(n.privacySettings, async ({ caller }) => flags.privacy(ownerOf(caller)));
  r.add(n.privacySettingsSet, async ({ caller, input }) => flags.setPrivacy(ownerOf(caller), input.body));
  r.add(n.spamFilter, async ({ caller }) => flags.spam(ownerOf(caller)));
  r.add(n.spamFilterSet, async ({ caller, input }) => flags.setSpam(ownerOf(caller), input.body.enabled));
}
