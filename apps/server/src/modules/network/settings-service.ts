import { randomUUID } from 'node:crypto';
import {
  networkGateway as networkGatewaySchema,
  type NetworkGateway,
  type NetworkLan,
  type NetworkPortRule,
  type NetworkWireless,
} from '@coax/contract';
import {
  bestChannel,
  checkLan,
  checkPortRule,
  checkWireless,
  HomeNetworkMessages,
  isWifiCallSuccess,
  type PortRule,
  type WifiBand,
} from '@coax/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import type { Gateway, GatewaySettings } from './gateway.ts';
import { mustChange, type NetworkOwner } from './owner.ts';
import { refuseIssues } from './refuse.ts';
import * as repo from './repository.ts';

const REFUSED = {
  noGateway: 'We could not find a gateway on your account.',
  failed: 'Your gateway did not take the change. Your previous settings are still in place.',
  changed: 'Your gateway settings changed since you opened this page. Reload and try again.',
  noRule: 'We could not find that port forwarding rule.',
} as const;

const settingsSchema = networkGatewaySchema.pick({ wireless: true, lan: true });

function parseSettings(json: string): GatewaySettings {
  return settingsSchema.parse(JSON.parse(json));
}

/** The gateway's settings, port forwarding and reset (seed 002 §7 Router). */
export function settingsService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  gateway: Gateway;
  /** PostgreSQL: a rule change holds the gateway's row, so two at once cannot both pass the overlap check */
  lockRows?: boolean;
}) {
  const { db, clock, gateway, lockRows = false } = deps;

  async function current(owner: NetworkOwner, trx: repo.Db = db) {
    const gw = await repo.findGateway(trx, owner.accountNumber);
    if (!gw) throw errors.notFound('network.device.not-found', REFUSED.noGateway);
    const row = await repo.findVersion(trx, owner.accountNumber, gw.current_version);
    if (!row) throw errors.notFound('network.device.not-found', REFUSED.noGateway);
    return {
      version: gw.current_version,
      settings: parseSettings(row.settings_json),
      updatedAt: row.created_at,
    };
  }

  async function view(owner: NetworkOwner): Promise<NetworkGateway> {
    const c = await current(owner);
    return { version: c.version, ...c.settings, updatedAt: c.updatedAt, canChange: owner.canChange };
  }

  /**
   * Applies new settings as the next version. The gateway is asked first; when it refuses (seed
   * 002 §4: anything but SUCCESS/SUCCESS) the failed version is kept for the record, the gateway is
   * put back on the current one, and nothing else changes. A change made from an older version
   * than the current one is refused, so two pages cannot overwrite each other unseen.
   */
  async function applyNext(owner: NetworkOwner, fromVersion: number, next: GatewaySettings) {
    const now = clock.now();
    const before = await current(owner);
    if (before.version !== fromVersion) throw errors.conflict('network.gateway.changed', REFUSED.changed);
    const result = await gateway.apply(owner.accountNumber, next);
    const record = {
      account: owner.accountNumber,
      settingsJson: JSON.stringify(next),
      at: now,
      by: owner.actorId,
    };
    if (!isWifiCallSuccess(result)) {
      await db.transaction().execute(async (trx) => {
        const version = (await repo.lastVersionNumber(trx, owner.accountNumber)) + 1;
        await repo.insertVersion(trx, { ...record, version, status: 'failed' });
      });
      await gateway.apply(owner.accountNumber, before.settings);
      throw errors.unavailable('network.gateway.failed', 502);
    }
    const won = await db.transaction().execute(async (trx) => {
      const version = (await repo.lastVersionNumber(trx, owner.accountNumber)) + 1;
      if (!(await repo.advanceVersion(trx, owner.accountNumber, fromVersion, version))) return false;
      await repo.insertVersion(trx, { ...record, version, status: 'applied' });
      return true;
    });
    if (!won) {
      // Another change landed between: the gateway runs what the portal says is current.
      await gateway.apply(owner.accountNumber, (await current(owner)).settings);
      throw errors.conflict('network.gateway.changed', REFUSED.changed);
    }
    return view(owner);
  }

  const ruleOf = (r: repo.PortRuleRow): NetworkPortRule => ({
    id: r.id,
    name: r.name,
    protocol: r.protocol,
    externalStart: r.external_start,
    externalEnd: r.external_end,
    internalAddress: r.internal_address,
    internalPort: r.internal_port,
  });

  async function rules(owner: NetworkOwner) {
    const rows = await repo.listPortRules(db, owner.accountNumber);
    return { rules: rows.map(ruleOf), canChange: owner.canChange };
  }

  return {
    gateway: view,

    async setWireless(owner: NetworkOwner, version: number, wireless: NetworkWireless) {
      mustChange(owner);
      refuseIssues(checkWireless(wireless), 'wireless.');
      const { settings } = await current(owner);
      return applyNext(owner, version, { ...settings, wireless });
    },

    async setLan(owner: NetworkOwner, version: number, lan: NetworkLan) {
      mustChange(owner);
      refuseIssues(checkLan(lan), 'lan.');
      const { settings } = await current(owner);
      // A LAN that would leave a port rule's device off the network is refused at the gateway address.
      const stranded = (await repo.listPortRules(db, owner.accountNumber)).some((r) =>
        checkPortRule(ruleOf(r), lan, []).some((i) => i.path === 'internalAddress'),
      );
      if (stranded) {
        refuseIssues(
          [
            {
              path: 'gatewayAddress',
              code: 'internalAddressOutsideLan',
              message: HomeNetworkMessages.internalAddressOutsideLan,
            },
          ],
          'lan.',
        );
      }
      return applyNext(owner, version, { ...settings, lan });
    },

    async bestChannel(owner: NetworkOwner, version: number, band: WifiBand) {
      mustChange(owner);
      const scan = await gateway.scan(owner.accountNumber, band);
      if (!isWifiCallSuccess(scan.result)) throw errors.unavailable('network.gateway.failed', 502);
      const { settings } = await current(owner);
      const channel = bestChannel(band, scan.neighbours);
      const wireless = { ...settings.wireless, [band]: { ...settings.wireless[band], channel } };
      return applyNext(owner, version, { ...settings, wireless });
    },

    /** Factory settings (version 1) as a new version, then a restart; port rules stay. */
    async reset(owner: NetworkOwner) {
      mustChange(owner);
      const factory = await repo.findVersion(db, owner.accountNumber, 1);
      if (!factory) throw errors.notFound('network.device.not-found', REFUSED.noGateway);
      const { version } = await current(owner);
      const gatewayView = await applyNext(owner, version, parseSettings(factory.settings_json));
      const rebooted = await gateway.reboot(owner.accountNumber, clock.now());
      if (!isWifiCallSuccess(rebooted)) throw errors.unavailable('network.gateway.failed', 502);
      return gatewayView;
    },

    portRules: rules,

    async addPortRule(owner: NetworkOwner, rule: PortRule) {
      mustChange(owner);
      const { settings } = await current(owner);
      return db.transaction().execute(async (trx) => {
        await repo.findGateway(trx, owner.accountNumber, lockRows);
        const existing = (await repo.listPortRules(trx, owner.accountNumber)).map(ruleOf);
        refuseIssues(checkPortRule(rule, settings.lan, existing), '');
        await repo.insertPortRule(trx, {
          id: randomUUID(),
          account_number: owner.accountNumber,
          name: rule.name,
          protocol: rule.protocol,
          external_start: rule.externalStart,
          external_end: rule.externalEnd,
          internal_address: rule.internalAddress,
          internal_port: rule.internalPort,
          created_at: clock.now(),
          created_by: owner.actorId,
        });
        const rows = await repo.listPortRules(trx, owner.accountNumber);
        return { rules: rows.map(ruleOf), canChange: owner.canChange };
      });
    },

    async deletePortRule(owner: NetworkOwner, ruleId: string) {
      mustChange(owner);
      if (!(await repo.deletePortRule(db, owner.accountNumber, ruleId))) {
        throw errors.notFound('network.port-rule.not-found', REFUSED.noRule);
      }
      return rules(owner);
    },
  };
}

export type SettingsService = ReturnType<typeof settingsService>;
