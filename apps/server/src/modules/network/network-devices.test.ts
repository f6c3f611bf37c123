import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, HOUR } from '../../platform/clock.ts';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';

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
let keys = 0;
const key = () => ({ headers: { 'idempotency-key': `net-test-${++keys}-${Date.now()}` } });
const TABLET = 'dev-a483e7112203';
type Device = {
  id: string;
  name: string;
  group: string;
  pause: { id: string; resumesAt: number | null } | null;
  nextPause: { id: string; byGroup: boolean; block: { day: string } } | null;
};
const find = (devices: Device[], id: string) => devices.find((d) => d.id === id);

describe('the network map and pauses', () => {
  it('lists devices with their groups', async () => {
    const res = await (await as('jsmith')).get('/api/network/devices');
    expect(res.statusCode).toBe(200);
    expect(res.json().groups).toEqual(['Jamie', 'John']);
    expect(res.json().devices).toHaveLength(5);
  });

  it('pauses a device until tomorrow, and it resumes when the clock passes that time', async () => {
    const b = await as('jsmith');
    const until = app.clock.now() + DAY;
    const res = await b.post('/api/network/pauses', { target: { deviceId: TABLET }, mode: 'until', until });
    expect(res.json()).toMatchObject({ canChange: true });
    expect(find(res.json().devices, TABLET)?.pause).toMatchObject({ resumesAt: until });
    expect((await b.get('/api/network')).json().counts.paused).toBe(1);
    app.clock.advance(DAY);
    // A day later the session has timed out too: sign in again.
    const later = await as('jsmith');
    expect(find((await later.get('/api/network/devices')).json().devices, TABLET)?.pause).toBeNull();
  });

  it("pauses a person's devices now, and resumes them on request", async () => {
    const b = await as('jsmith');
    const res = await b.post('/api/network/pauses', { target: { group: 'Jamie' }, mode: 'now' });
    const paused = (res.json().devices as Device[]).filter((d) => d.pause);
    expect(paused.map((d) => d.group)).toEqual(['Jamie', 'Jamie']);
    const pauseId = paused[0]?.pause?.id ?? '';
    const resumed = await b.request({ method: 'DELETE', url: `/api/network/pauses/${pauseId}` });
    expect((resumed.json().devices as Device[]).every((d) => d.pause === null)).toBe(true);
    const again = await b.request({ method: 'DELETE', url: `/api/network/pauses/${pauseId}` });
    expect(again.json().error.reason).toBe('network.pause.not-found');
  });

  it('holds a scheduled pause inside its time block only', async () => {
    const b = await as('jsmith');
    const day = new Date(app.clock.now() + DAY).toISOString().slice(0, 10);
    const res = await b.post('/api/network/pauses', {
      target: { deviceId: TABLET },
      mode: 'schedule',
      block: { day, startMinutes: 1260, endMinutes: 1440 },
    });
    const tablet = find(res.json().devices, TABLET);
    const pauseId = tablet?.nextPause?.id ?? '';
    expect(tablet).toMatchObject({ pause: null, nextPause: { block: { day }, byGroup: false } });
    // Inside its block the tablet is paused by it; before the block starts it can be cancelled.
    const before = app.clock.now();
    app.clock.set(Date.parse(`${day}T21:30:00Z`));
    const inside = await (await as('jsmith')).get('/api/network/devices');
    expect(find(inside.json().devices, TABLET)?.pause).toMatchObject({ id: pauseId });
    app.clock.set(before);
    const cancelled = await (
      await as('jsmith')
    ).request({ method: 'DELETE', url: `/api/network/pauses/${pauseId}` });
    expect(find(cancelled.json().devices, TABLET)).toMatchObject({ pause: null, nextPause: null });
  });

  it('shows the earliest scheduled pause to come, and cancels it before it starts', async () => {
    const b = await as('jsmith');
    const day = (ahead: number) => new Date(app.clock.now() + ahead * DAY).toISOString().slice(0, 10);
    const schedule = (target: object, d: string) =>
      b.post('/api/network/pauses', {
        target,
        mode: 'schedule',
        block: { day: d, startMinutes: 1200, endMinutes: 1320 },
      });
    await schedule({ deviceId: TABLET }, day(3));
    const res = await schedule({ group: 'Jamie' }, day(2));
    const next = (devices: Device[]) => find(devices, TABLET)?.nextPause;
    const cancel = async (id = '') => {
      const r = await b.request({ method: 'DELETE', url: `/api/network/pauses/${id}` });
      expect(r.statusCode).toBe(200);
      return r.json().devices as Device[];
    };
    expect(next(res.json().devices)).toMatchObject({ byGroup: true, block: { day: day(2) } });
    // Cancelling the group's shows the tablet's own; cancelling that leaves none.
    const afterGroup = await cancel(next(res.json().devices)?.id);
    expect(next(afterGroup)).toMatchObject({ byGroup: false, block: { day: day(3) } });
    const devices = await cancel(next(afterGroup)?.id);
    expect(find(devices, TABLET)).toMatchObject({ pause: null, nextPause: null });
    expect((await b.get('/api/network')).json().counts.paused).toBe(0);
  });

  it.each([
    [{ mode: 'until', until: 1 }, 'network.pause.until-past', 'body.until'],
    [{ mode: 'until', until: Date.UTC(2027, 0, 1) }, 'network.pause.too-far-ahead', 'body.until'],
    [
      { mode: 'schedule', block: { day: '2030-01-01', startMinutes: 0, endMinutes: 60 } },
      'network.pause.too-far-ahead',
      'body.block.day',
    ],
    [
      { mode: 'schedule', block: { day: '2020-01-01', startMinutes: 0, endMinutes: 60 } },
      'network.pause.in-the-past',
      'body.block.day',
    ],
    [
      { mode: 'schedule', block: { day: '21/11/2026', startMinutes: 0, endMinutes: 60 } },
      'network.pause.day',
      'body.block.day',
    ],
    [
      { mode: 'schedule', block: { day: '2026-11-22', startMinutes: 60, endMinutes: 30 } },
      'network.pause.order',
      'body.block.endMinutes',
    ],
  ])('refuses %j with its reason and pauses nothing', async (change, reason, path) => {
    const b = await as('jsmith');
    const res = await b.post('/api/network/pauses', { target: { deviceId: TABLET }, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0]).toMatchObject({ reason, path });
    expect(find((await b.get('/api/network/devices')).json().devices, TABLET)).toMatchObject({
      pause: null,
      nextPause: null,
    });
  });

  it("refuses another account's device and an unknown group", async () => {
    const b = await as('jsmith');
    const other = await b.post('/api/network/pauses', {
      target: { deviceId: 'dev-b827eb405001' },
      mode: 'now',
    });
    expect(other.json().error.reason).toBe('network.device.not-found');
    const group = await b.post('/api/network/pauses', { target: { group: 'Nobody' }, mode: 'now' });
    expect(group.json().error.reason).toBe('network.group.not-found');
  });

  it('refuses the secondary user a pause', async () => {
    const res = await (
      await as('jsmith.kid')
    ).post('/api/network/pauses', { target: { deviceId: TABLET }, mode: 'now' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.reason).toBe('network.not-primary');
  });

  it('renames a device and puts it in a group', async () => {
    const b = await as('netonly');
    const res = await b.post('/api/network/devices/dev-b827eb405003', {
      name: 'Kitchen speaker',
      group: 'Home',
    });
    expect(res.json().groups).toEqual(['Home', 'Nia']);
    const bad = await b.post('/api/network/devices/dev-b827eb405003', { name: 'Kitchen/speaker', group: '' });
    expect(bad.json().error.issues[0]).toMatchObject({
      path: 'body.name',
      reason: 'network.special-characters',
    });
  });
});

describe('hotspot devices', () => {
  const phone = {
    macAddress: '00:1A:2B:3C:4D:5E',
    email: 'john@example.com',
    name: 'Spare phone',
    type: 'PHONE',
  };

  it('lists only devices with email, macAddress, name and type', async () => {
    const res = await (await as('jsmith')).get('/api/network/wifi/devices');
    expect(res.json().devices.map((d: { name: string }) => d.name)).toEqual(["John's phone"]);
  });

  it('adds (PUT), updates and deletes (DELETE) a device', async () => {
    const b = await as('jsmith');
    const added = await b.request({ method: 'PUT', url: '/api/network/wifi/devices', payload: phone });
    expect(added.statusCode).toBe(200);
    expect(added.json().devices).toContainEqual({ ...phone, registeredBy: 'jsmith' });
    const dup = await b.request({ method: 'PUT', url: '/api/network/wifi/devices', payload: phone });
    expect(dup.json().error.reason).toBe('network.hotspot.duplicate');
    const url = `/api/network/wifi/devices/${encodeURIComponent(phone.macAddress)}`;
    const updated = await b.post(url, { email: phone.email, name: 'Old phone two', type: 'TABLET' });
    expect(updated.json().devices).toContainEqual(
      expect.objectContaining({ name: 'Old phone two', type: 'TABLET' }),
    );
    expect((await b.request({ method: 'DELETE', url })).json().devices).toHaveLength(1);
    expect((await b.request({ method: 'DELETE', url })).json().error.reason).toBe(
      'network.hotspot.not-found',
    );
  });

  it('refuses a bad MAC address and e-mail with their reasons', async () => {
    const b = await as('jsmith');
    const res = await b.request({
      method: 'PUT',
      url: '/api/network/wifi/devices',
      payload: { ...phone, macAddress: '00-1A-2B-3C-4D-5E', email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    const reasons = res.json().error.issues.map((i: { reason: string }) => i.reason);
    expect(reasons).toEqual(expect.arrayContaining(['network.mac-address', 'network.email']));
  });

  it('gives device types, registration status and eligibility', async () => {
    const b = await as('jsmith');
    expect((await b.get('/api/network/wifi/device-types')).json().types).toContain('PHONE');
    expect((await b.get('/api/network/wifi/registration')).json()).toEqual({
      status: 'REGISTERED',
      registered: 1,
      allowed: 10,
    });
    const taken = await b.post('/api/network/wifi/eligibility', { macAddress: 'A4:83:E7:11:22:02' });
    expect(taken.json()).toEqual({ eligible: false, why: 'already-registered' });
    const free = await b.post('/api/network/wifi/eligibility', { macAddress: 'A4:83:E7:11:22:77' });
    expect(free.json()).toEqual({ eligible: true, why: 'eligible' });
    expect((await (await as('latepay')).get('/api/network/wifi/registration')).json().status).toBe(
      'NOT_REGISTERED',
    );
  });

  it('generates a token', async () => {
    const res = await (await as('jsmith')).post('/api/network/wifi/token', {});
    expect(res.json()).toEqual({
      token: expect.stringMatching(/^[A-Z2-9]{8}$/),
      expiresAt: app.clock.now() + HOUR / 2,
    });
  });

  it('e-mails a token once through the outbox, for a retry and for a race', async () => {
    const b = await as('jsmith');
    const outbox = () =>
      app.db.kysely
        .selectFrom('outbox')
        .select('id')
        .where('topic', 'like', 'network:hotspot-token:%')
        .execute();
    const before = (await outbox()).length;
    const k = key();
    const first = await b.post('/api/network/wifi/token/send', { email: 'jamie@example.com' }, k);
    expect(first.statusCode).toBe(200);
    const retry = await b.post('/api/network/wifi/token/send', { email: 'jamie@example.com' }, k);
    expect(retry.json()).toEqual(first.json());
    expect((await outbox()).length).toBe(before + 1);
    const k2 = key();
    const race = await Promise.all([
      b.post('/api/network/wifi/token/send', { email: 'jamie@example.com' }, k2),
      b.post('/api/network/wifi/token/send', { email: 'jamie@example.com' }, k2),
    ]);
    expect(race.map((r) => r.statusCode).filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect((await outbox()).length).toBe(before + 2);
    const none = await b.post('/api/network/wifi/token/send', { email: 'jamie@example.com' });
    expect(none.json().error.reason).toBe('request.idempotency.missing');
  });
});

describe('hotspot refusals change nothing', () => {
  const JOHNS = 'A4:83:E7:11:22:02';
  const NIAS = 'B8:27:EB:40:50:02';
  const urlOf = (mac: string) => `/api/network/wifi/devices/${encodeURIComponent(mac)}`;
  const listed = async (id: string) => (await (await as(id)).get('/api/network/wifi/devices')).json().devices;
  const johns = { email: 'jsmith@example.com', name: "John's phone", type: 'PHONE' };

  it.each([
    ['', 'network.label.required'],
    ['x'.repeat(33), 'network.label.too-long'],
    ['Phone <script>', 'network.special-characters'],
  ])('refuses the name %j with its reason, on register and on change', async (name, reason) => {
    const b = await as('jsmith');
    const before = await listed('jsmith');
    const add = await b.request({
      method: 'PUT',
      url: '/api/network/wifi/devices',
      payload: { ...johns, macAddress: 'A4:83:E7:11:22:55', name },
    });
    expect(add.statusCode).toBe(400);
    expect(add.json().error.issues).toEqual([expect.objectContaining({ path: 'body.name', reason })]);
    const change = await b.post(urlOf(JOHNS), { ...johns, name });
    expect(change.statusCode).toBe(400);
    expect(change.json().error.issues).toEqual([expect.objectContaining({ path: 'body.name', reason })]);
    expect(await listed('jsmith')).toEqual(before);
  });

  it('refuses a change with a bad MAC address, a bad e-mail, or a type not offered', async () => {
    const b = await as('jsmith');
    const before = await listed('jsmith');
    const mac = await b.post(urlOf('A4-83-E7-11-22-02'), johns);
    expect(mac.statusCode).toBe(400);
    expect(mac.json().error.issues[0].reason).toBe('network.mac-address');
    const email = await b.post(urlOf(JOHNS), { ...johns, email: 'john@' });
    expect(email.json().error.issues[0]).toMatchObject({ path: 'body.email', reason: 'network.email' });
    const type = await b.post(urlOf(JOHNS), { ...johns, type: 'TOASTER' });
    expect(type.statusCode).toBe(400);
    const eligible = await b.post('/api/network/wifi/eligibility', { macAddress: '00:1A:2B' });
    expect(eligible.json().error.issues[0].reason).toBe('network.mac-address');
    expect(await listed('jsmith')).toEqual(before);
  });

  it("never reaches another account's device", async () => {
    const b = await as('jsmith');
    const res = await b.post(urlOf(NIAS), { ...johns, name: 'Taken' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.reason).toBe('network.hotspot.not-found');
    expect((await b.request({ method: 'DELETE', url: urlOf(NIAS) })).statusCode).toBe(404);
    expect(await listed('netonly')).toEqual([expect.objectContaining({ macAddress: NIAS, name: 'Phone' })]);
  });

  it('refuses the secondary user a change and a code, and changes nothing', async () => {
    const kid = await as('jsmith.kid');
    const before = await listed('jsmith');
    const tokens = () =>
      app.db.kysely
        .selectFrom('network_hotspot_tokens')
        .select('id')
        .where('account_number', '=', '781245006201')
        .execute();
    const codes = (await tokens()).length;
    const change = await kid.post(urlOf(JOHNS), { ...johns, name: 'Mine now' });
    expect(change.statusCode).toBe(403);
    expect(change.json().error.reason).toBe('network.not-primary');
    const token = await kid.post('/api/network/wifi/token', {});
    expect(token.statusCode).toBe(403);
    expect(token.json().error.reason).toBe('network.not-primary');
    const add = await kid.request({
      method: 'PUT',
      url: '/api/network/wifi/devices',
      payload: { ...johns, macAddress: 'A4:83:E7:11:22:56' },
    });
    expect(add.json().error.reason).toBe('network.not-primary');
    expect(await listed('jsmith')).toEqual(before);
    expect(await tokens()).toHaveLength(codes);
  });

  it('says when the limit is reached, and refuses one more', async () => {
    const b = await as('latepay');
    const macs = Array.from({ length: 10 }, (_, i) => `02:00:00:00:00:${String(i).padStart(2, '0')}`);
    try {
      for (const [i, macAddress] of macs.entries()) {
        const res = await b.request({
          method: 'PUT',
          url: '/api/network/wifi/devices',
          payload: { macAddress, email: 'late@example.com', name: `Device ${i}`, type: 'OTHER' },
        });
        expect(res.statusCode).toBe(200);
      }
      const full = await b.post('/api/network/wifi/eligibility', { macAddress: '02:00:00:00:00:99' });
      expect(full.json()).toEqual({ eligible: false, why: 'limit-reached' });
      const more = await b.request({
        method: 'PUT',
        url: '/api/network/wifi/devices',
        payload: {
          macAddress: '02:00:00:00:00:99',
          email: 'late@example.com',
          name: 'One more',
          type: 'OTHER',
        },
      });
      expect(more.statusCode).toBe(400);
      expect(more.json().error.reason).toBe('network.hotspot.too-many');
      expect(await listed('latepay')).toHaveLength(10);
    } finally {
      for (const mac of macs) await b.request({ method: 'DELETE', url: urlOf(mac) });
    }
  });
});

describe('usage', () => {
  it('gives LAST_THIRTY_DAYS by day', async () => {
    const res = await (await as('jsmith')).get('/api/network/wifi/usage?timePeriod=LAST_THIRTY_DAYS');
    expect(res.statusCode).toBe(200);
    expect(res.json().days).toHaveLength(30);
    expect(res.json().totalBytes).toBeGreaterThan(0);
  });

  it('gives thirty zero days when nothing was recorded, and refuses another period', async () => {
    const b = await as('latepay');
    expect((await b.get('/api/network/wifi/usage')).json().totalBytes).toBe(0);
    expect((await b.get('/api/network/wifi/usage?timePeriod=LAST_YEAR')).statusCode).toBe(400);
  });
});

describe('premium tier, privacy and the spam filter', () => {
  it('sets webhosting and ddns, and unblocks ports per device', async () => {
    const b = await as('acmebiz');
    expect((await b.post('/api/network/premium', { webhosting: true, ddns: true })).json()).toMatchObject({
      webhosting: true,
      ddns: true,
    });
    const dev = await b.request({
      method: 'PUT',
      url: '/api/network/premium/devices',
      payload: { macAddress: 'c0:ff:ee:00:00:01', port25: true, port80: false },
    });
    expect(dev.json().devices).toEqual([{ macAddress: 'C0:FF:EE:00:00:01', port25: true, port80: false }]);
  });

  it('turns promotions off', async () => {
    const b = await as('jsmith');
    expect((await b.get('/api/network/privacy')).json()).toMatchObject({
      recommendations: true,
      promotions: true,
    });
    const res = await b.post('/api/network/privacy', { recommendations: true, promotions: false });
    expect(res.json()).toMatchObject({ recommendations: true, promotions: false });
    const kid = await (
      await as('jsmith.kid')
    ).post('/api/network/privacy', { recommendations: false, promotions: false });
    expect(kid.statusCode).toBe(403);
    expect((await b.get('/api/network/privacy')).json().recommendations).toBe(true);
  });

  it('offers the spam filter only with an active mailbox (seed 002 §6)', async () => {
    const b = await as('jsmith');
    expect((await b.get('/api/network/spam-filter')).json()).toEqual({
      offered: true,
      enabled: false,
      canChange: true,
    });
    expect((await b.post('/api/network/spam-filter', { enabled: true })).json().enabled).toBe(true);
    const net = await as('netonly');
    expect((await net.get('/api/network/spam-filter')).json().offered).toBe(false);
    const refused = await net.post('/api/network/spam-filter', { enabled: true });
    expect(refused.json().error.reason).toBe('network.spam-filter.not-offered');
  });

  it('refuses an account without internet', async () => {
    await app.db.kysely
      .updateTable('accounts')
      .set({ ool: 0 })
      .where('account_number', '=', '781245006807')
      .execute();
    const res = await (await as('jmover')).get('/api/network/privacy');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.reason).toBe('network.no-internet');
  });
});
