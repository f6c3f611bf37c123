import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIFI_CALL_SUCCESS } from '@coax/domain';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { databaseGateway, type Gateway } from './gateway.ts';
import { ownerOf } from './owner.ts';
import { networkService } from './service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

async function as(id: string) {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
}

describe('who may reach the home network', () => {
  it("answers 401 with the seed's message without a session", async () => {
    const res = await new Browser(app).get('/api/network/gateway');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('No session. Login required.');
  });

  it('gives the overview: the gateway and what is on the network', async () => {
    const res = await (await as('netonly')).get('/api/network');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      internet: true,
      gateway: { model: 'XB8', online: true },
      counts: { devices: 3, paused: 0, portRules: 0, hotspotDevices: 1 },
      spamFilterOffered: false,
      canChange: true,
    });
  });

  it('refuses an agent not acting for anyone', async () => {
    const res = await (await as('agent1')).get('/api/network');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.reason).toBe('session.choose-subscriber');
  });
});

describe('wireless settings', () => {
  it('renames the 5 GHz network as a new version', async () => {
    const b = await as('jsmith');
    const before = (await b.get('/api/network/gateway')).json();
    expect(before.wireless.band5.ssid).toBe('Smith-Home-5G');
    const wireless = { ...before.wireless, band5: { ...before.wireless.band5, ssid: 'Smith Upstairs' } };
    const res = await b.post('/api/network/gateway/wireless', { version: before.version, wireless });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      version: before.version + 1,
      wireless: { band5: { ssid: 'Smith Upstairs' } },
    });
    // The same old version again is refused: another page changed the settings since.
    const stale = await b.post('/api/network/gateway/wireless', { version: before.version, wireless });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.reason).toBe('network.gateway.changed');
  });

  it('refuses field by field and changes nothing', async () => {
    const b = await as('acmebiz');
    const before = (await b.get('/api/network/gateway')).json();
    const wireless = {
      band24: { ...before.wireless.band24, ssid: 'Acme <office>', channel: 36 },
      band5: { ...before.wireless.band5, passphrase: 'short' },
      timer: { enabled: true, turnOnMinutes: 1200, turnOffMinutes: 360 },
    };
    const res = await b.post('/api/network/gateway/wireless', { version: before.version, wireless });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toEqual([
      expect.objectContaining({ path: 'body.wireless.band24.ssid', reason: 'network.special-characters' }),
      expect.objectContaining({ path: 'body.wireless.band24.channel', reason: 'network.channel' }),
      expect.objectContaining({
        path: 'body.wireless.band5.passphrase',
        reason: 'network.passphrase.length',
      }),
      {
        path: 'body.wireless.timer.turnOnMinutes',
        reason: 'network.timer.order',
        message: 'Turn on time must be before turn off time.',
      },
    ]);
    expect((await b.get('/api/network/gateway')).json()).toEqual(before);
  });

  it('answers 400, never 500, for a body of the wrong shape', async () => {
    const res = await (await as('jsmith')).post('/api/network/gateway/wireless', { version: 'x' });
    expect(res.statusCode).toBe(400);
  });

  it('refuses the secondary user and changes nothing', async () => {
    const kid = await as('jsmith.kid');
    const before = (await kid.get('/api/network/gateway')).json();
    expect(before.canChange).toBe(false);
    const res = await kid.post('/api/network/gateway/wireless', {
      version: before.version,
      wireless: before.wireless,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.reason).toBe('network.not-primary');
    expect((await kid.get('/api/network/gateway')).json().version).toBe(before.version);
  });

  it('moves a band to the least crowded channel', async () => {
    const b = await as('netonly');
    const before = (await b.get('/api/network/gateway')).json();
    const res = await b.post('/api/network/gateway/best-channel', {
      version: before.version,
      band: 'band24',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().wireless.band24.channel).toBeGreaterThan(0);
  });
});

describe('a gateway that refuses a change', () => {
  it('keeps the previous settings, records the failed version and answers 502', async () => {
    const applied: string[] = [];
    const real = databaseGateway(app.db.kysely);
    const failing: Gateway = {
      ...real,
      async apply(_account, settings) {
        applied.push(settings.wireless.band24.ssid);
        return applied.length === 1
          ? { status: WIFI_CALL_SUCCESS, reason: 'DEVICE_OFFLINE' }
          : { status: WIFI_CALL_SUCCESS, reason: WIFI_CALL_SUCCESS };
      },
    };
    const service = networkService({ db: app.db.kysely, clock: app.clock, gateway: failing, brand: 'Coax' });
    const user = await app.db.kysely
      .selectFrom('users')
      .selectAll()
      .where('id', '=', 'latepay')
      .executeTakeFirstOrThrow();
    const account = await app.db.kysely
      .selectFrom('accounts')
      .selectAll()
      .where('account_number', '=', user.account_number ?? '')
      .executeTakeFirstOrThrow();
    const self = { user, account };
    const owner = ownerOf({ session: {} as never, self, subject: self, isAgent: false });
    const before = await service.settings.gateway(owner);
    const wireless = { ...before.wireless, band24: { ...before.wireless.band24, ssid: 'Tate Two' } };
    await expect(service.settings.setWireless(owner, before.version, wireless)).rejects.toMatchObject({
      status: 502,
      reason: 'network.gateway.failed',
    });
    expect(applied).toEqual(['Tate Two', 'Tate-Net']);
    expect(await service.settings.gateway(owner)).toEqual(before);
    const versions = await app.db.kysely
      .selectFrom('network_gateway_versions')
      .select(['version', 'status'])
      .where('account_number', '=', account.account_number)
      .orderBy('version')
      .execute();
    expect(versions).toEqual([
      { version: 1, status: 'applied' },
      { version: 2, status: 'failed' },
    ]);
  });
});

describe('LAN and DHCP', () => {
  it('applies a private LAN with its DHCP range inside', async () => {
    const b = await as('mgarcia');
    const before = (await b.get('/api/network/gateway')).json();
    const lan = {
      gatewayAddress: '192.168.1.1',
      subnetMask: '255.255.255.0',
      dhcpStart: '192.168.1.50',
      dhcpEnd: '192.168.1.150',
    };
    const res = await b.post('/api/network/gateway/lan', { version: before.version, lan });
    expect(res.statusCode).toBe(200);
    expect(res.json().lan).toEqual(lan);
  });

  it('refuses a public address and a DHCP range outside the subnet, changing nothing', async () => {
    const b = await as('jsmith');
    const before = (await b.get('/api/network/gateway')).json();
    const lan = {
      gatewayAddress: '8.8.8.1',
      subnetMask: '255.255.255.0',
      dhcpStart: '10.0.0.10',
      dhcpEnd: '10.0.0.99',
    };
    const res = await b.post('/api/network/gateway/lan', { version: before.version, lan });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.reason).toBe('network.address.private');
    const inside = { ...before.lan, dhcpEnd: '10.0.1.20' };
    const res2 = await b.post('/api/network/gateway/lan', { version: before.version, lan: inside });
    expect(res2.json().error.issues[0]).toMatchObject({
      path: 'body.lan.dhcpEnd',
      reason: 'network.dhcp.outside-subnet',
    });
    expect((await b.get('/api/network/gateway')).json()).toEqual(before);
  });

  it("refuses a LAN that would leave a port rule's device off the network", async () => {
    const b = await as('acmebiz');
    const before = (await b.get('/api/network/gateway')).json();
    const lan = {
      gatewayAddress: '192.168.5.1',
      subnetMask: '255.255.255.0',
      dhcpStart: '192.168.5.10',
      dhcpEnd: '192.168.5.99',
    };
    const res = await b.post('/api/network/gateway/lan', { version: before.version, lan });
    expect(res.json().error.issues[0]).toMatchObject({
      path: 'body.lan.gatewayAddress',
      reason: 'network.port-rule.outside-lan',
    });
  });
});

describe('port forwarding', () => {
  const rule = {
    name: 'Web camera',
    protocol: 'TCP',
    externalStart: 8443,
    externalEnd: 8443,
    internalAddress: '10.0.0.25',
    internalPort: 443,
  };

  it('adds a rule, refuses an overlapping one with its reason, and keeps the first', async () => {
    const b = await as('jsmith');
    const added = await b.post('/api/network/port-forwarding', rule);
    expect(added.statusCode).toBe(200);
    expect(added.json().rules.map((r: { name: string }) => r.name)).toEqual(['Game server', 'Web camera']);
    const overlap = await b.post('/api/network/port-forwarding', {
      ...rule,
      name: 'Other',
      externalStart: 8400,
      externalEnd: 8500,
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().error.issues[0]).toMatchObject({
      path: 'body.externalStart',
      reason: 'network.port-rule.overlap',
    });
    const list = (await b.get('/api/network/port-forwarding')).json().rules;
    expect(list).toHaveLength(2);
    const id = list[1].id as string;
    const del = await b.request({ method: 'DELETE', url: `/api/network/port-forwarding/${id}` });
    expect(del.statusCode).toBe(200);
    expect(del.json().rules).toHaveLength(1);
    const again = await b.request({ method: 'DELETE', url: `/api/network/port-forwarding/${id}` });
    expect(again.json().error.reason).toBe('network.port-rule.not-found');
  });

  it('lets only one of several overlapping rules sent at once in', async () => {
    const b = await as('jsmith');
    const before = (await b.get('/api/network/port-forwarding')).json().rules.length as number;
    const answers = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((n) =>
        b.post('/api/network/port-forwarding', {
          ...rule,
          name: `Race ${n}`,
          externalStart: 9100 + n,
          externalEnd: 9120 + n,
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(5);
    const list = (await b.get('/api/network/port-forwarding')).json().rules as { id: string; name: string }[];
    expect(list).toHaveLength(before + 1);
    const won = list.find((r) => r.name.startsWith('Race'));
    if (won) await b.request({ method: 'DELETE', url: `/api/network/port-forwarding/${won.id}` });
  });

  it.each([
    [{ externalStart: 0 }, 'body.externalStart', 'network.port'],
    [{ internalAddress: '10.0.1.5' }, 'body.internalAddress', 'network.port-rule.outside-lan'],
    [{ internalAddress: '10.0.0.1' }, 'body.internalAddress', 'network.port-rule.is-gateway'],
    [{ name: 'Cam;era' }, 'body.name', 'network.special-characters'],
  ])('refuses %j at %s', async (change, path, reason) => {
    const res = await (await as('jsmith')).post('/api/network/port-forwarding', { ...rule, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0]).toMatchObject({ path, reason });
  });

  it("never reaches another account's rule", async () => {
    const acme = (await (await as('acmebiz')).get('/api/network/port-forwarding')).json().rules;
    const b = await as('jsmith');
    const res = await b.request({ method: 'DELETE', url: `/api/network/port-forwarding/${acme[0].id}` });
    expect(res.statusCode).toBe(404);
    expect((await (await as('acmebiz')).get('/api/network/port-forwarding')).json().rules).toHaveLength(
      acme.length,
    );
  });

  it('lets an agent acting for the subscriber add a rule, recorded as the agent', async () => {
    const agent = await as('agent1');
    expect((await agent.post('/api/csr/act-for', { id: 'netonly' })).statusCode).toBe(200);
    const res = await agent.post('/api/network/port-forwarding', { ...rule, internalAddress: '10.0.0.31' });
    expect(res.statusCode).toBe(200);
    const row = await app.db.kysely
      .selectFrom('network_port_rules')
      .select('created_by')
      .where('account_number', '=', '781245006605')
      .executeTakeFirstOrThrow();
    expect(row.created_by).toBe('agent1');
  });
});

describe('reset', () => {
  it('needs confirm and returns the gateway to its factory settings', async () => {
    const b = await as('jmover');
    expect((await b.post('/api/network/gateway/reset', {})).statusCode).toBe(400);
    const before = (await b.get('/api/network/gateway')).json();
    const wireless = { ...before.wireless, band24: { ...before.wireless.band24, ssid: 'Changed' } };
    await b.post('/api/network/gateway/wireless', { version: before.version, wireless });
    app.clock.advance(60_000);
    const res = await b.post('/api/network/gateway/reset', { confirm: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().wireless).toEqual(before.wireless);
    expect((await b.get('/api/network')).json().gateway.lastRebootAt).toBe(app.clock.now());
  });
});

describe('behind the modem', () => {
  it("lists only the devices plugged straight into the account's modem", async () => {
    expect((await (await as('acmebiz')).get('/api/network/behind-the-modem')).json().devices).toEqual([
      { name: 'Own firewall', macAddress: 'C0:FF:EE:00:00:99', ipAddress: '203.0.113.18' },
    ]);
    expect((await (await as('jsmith')).get('/api/network/behind-the-modem')).json().devices).toEqual([]);
  });
});
