import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOX_SETTINGS, PIN_MAX_FAILED_ATTEMPTS, type BoxSettings } from '@coax/domain';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { MINUTE } from '../../platform/clock.ts';

let app: TestApp;
/** jsmith's two set-top boxes and cloud DVR, and a box of mgarcia's account, made for this file. */
const box = { living: 0, bedroom: 0, cloud: 0, other: 0 };

async function addBox(account: string, alias: string, serial: string, isCloud = 0): Promise<number> {
  const row = await app.db.kysely
    .insertInto('dvr_boxes')
    .values({
      account_number: account,
      alias,
      serial_number: serial,
      mac_address: '00:11:22:33:44:55',
      device_type: isCloud ? 'CLOUD' : '8642',
      is_cloud: isCloud,
      is_hd: 1,
      tuners: isCloud ? 0 : 2,
      storage_minutes: 6000,
      created_at: app.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  app = await createTestApp();
  box.living = await addBox('781245006201', 'Living room test', 'BS-TEST-1');
  box.bedroom = await addBox('781245006201', 'Bedroom test', 'BS-TEST-2');
  box.cloud = await addBox('781245006201', 'Cloud test', 'BS-TEST-3', 1);
  box.other = await addBox('781245006302', 'Sala test', 'BS-TEST-4');
});
afterAll(async () => app.close());

async function as(id: string) {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
}

const settingsWith = (change: (s: BoxSettings) => void): BoxSettings => {
  const s = JSON.parse(JSON.stringify(DEFAULT_BOX_SETTINGS)) as BoxSettings;
  change(s);
  return s;
};
const TODAY = '2026-11-20';

describe('without a session', () => {
  it('answers 401 with the seed message', async () => {
    const res = await new Browser(app).get(`/api/box-settings?deviceId=${box.living}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('No session. Login required.');
  });
});

describe('the box list', () => {
  it("lists the account's set-top boxes without the cloud DVR", async () => {
    const res = await (await as('jsmith')).get('/api/box-settings/boxes');
    expect(res.statusCode).toBe(200);
    const ids = res.json().boxes.map((b: { deviceId: number }) => b.deviceId);
    expect(ids).toEqual(expect.arrayContaining([box.living, box.bedroom]));
    expect(ids).not.toContain(box.cloud);
    expect(ids).not.toContain(box.other);
    expect(res.json().canChange).toBe(true);
  });

  it('tells a secondary id it may read but not change', async () => {
    const res = await (await as('jsmith.kid')).get('/api/box-settings/boxes');
    expect(res.json().canChange).toBe(false);
  });

  it('refuses an account without TV', async () => {
    const res = await (await as('netonly')).get('/api/box-settings/boxes');
    expect(res.statusCode).toBe(403);
  });
});

describe('getNetworkSettings', () => {
  it('gives the defaults and the 14-day window before anything is saved', async () => {
    const res = await (await as('jsmith')).get(`/api/box-settings?deviceId=${box.bedroom}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      deviceId: box.bedroom,
      settings: DEFAULT_BOX_SETTINGS,
      pins: { parental: false, purchase: false },
      today: TODAY,
      lastBlockDay: '2026-12-04',
      updatedAt: null,
    });
  });

  it("answers 'device id is required' without a device id", async () => {
    const res = await (await as('jsmith')).get('/api/box-settings');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('device id is required');
  });

  it("answers 404 for another account's box and for the cloud DVR", async () => {
    const b = await as('jsmith');
    expect((await b.get(`/api/box-settings?deviceId=${box.other}`)).statusCode).toBe(404);
    expect((await b.get(`/api/box-settings?deviceId=${box.cloud}`)).statusCode).toBe(404);
  });
});

describe('setNetworkSettings', () => {
  it('saves settings and PINs, keeping only hashes of the PINs', async () => {
    const b = await as('jsmith');
    const settings = settingsWith((s) => {
      s.sound.closedCaptioning = 'On';
      s.timer = { enabled: true, turnOnMinutes: 360, turnOffMinutes: 1320 };
      s.parental.timeBlocks = [{ day: '2026-11-21', startMinutes: 1200, endMinutes: 1440 }];
    });
    const res = await b.post('/api/box-settings', {
      deviceId: box.living,
      settings,
      pins: { parental: '1234', purchase: '9876' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      settings,
      pins: { parental: true, purchase: true },
      updatedAt: app.clock.now(),
    });
    const row = await app.db.kysely
      .selectFrom('box_settings')
      .selectAll()
      .where('device_id', '=', box.living)
      .executeTakeFirstOrThrow();
    expect(row.parental_pin_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain('1234');
    expect(row.updated_by).toBe('jsmith');
    expect((await b.get(`/api/box-settings?deviceId=${box.living}`)).json().settings).toEqual(settings);
  });

  it.each([
    [{ settings: DEFAULT_BOX_SETTINGS }, 'device id is required'],
    [{ deviceId: 1 }, 'settings is required'],
    [{ deviceId: 1, settings: DEFAULT_BOX_SETTINGS, pins: { parental: '' } }, 'pin is required'],
    [{ deviceId: 1, settings: DEFAULT_BOX_SETTINGS, pins: { parental: '12a4' } }, 'A PIN is 4 digits.'],
  ])('refuses %j with the message %j', async (body, message) => {
    const res = await (await as('jsmith')).post('/api/box-settings', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it.each([
    [
      settingsWith((s) => (s.display.aspectRatio = '4:3')),
      'To choose “4:3”, you must change Display resolution to “480p” or “480i”.',
    ],
    [
      settingsWith((s) => {
        s.sound.fixedVolume = true;
        s.sound.closedCaptioning = 'On with Mute';
      }),
      'To choose Fixed volume, you must change Closed Captioning to a setting other than “On with Mute”.',
    ],
    [
      settingsWith((s) => (s.timer = { enabled: true, turnOnMinutes: 600, turnOffMinutes: 300 })),
      'Turn on time must be before turn off time.',
    ],
    [
      settingsWith((s) => (s.parental.timeBlocks = [{ day: '2026-12-05', startMinutes: 0, endMinutes: 60 }])),
      'Time blocks can be set up to 14 days ahead.',
    ],
  ])('refuses settings that break a rule, with its message (%#)', async (settings, message) => {
    const res = await (await as('jsmith')).post('/api/box-settings', { deviceId: box.bedroom, settings });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(res.json().error.issues[0].path).toMatch(/^body\.settings\./);
  });

  it('refuses a secondary id with 403 and leaves the box as it was', async () => {
    const res = await (
      await as('jsmith.kid')
    ).post('/api/box-settings', {
      deviceId: box.bedroom,
      settings: settingsWith((s) => (s.sound.closedCaptioning = 'On')),
    });
    expect(res.statusCode).toBe(403);
    const row = await app.db.kysely
      .selectFrom('box_settings')
      .select('device_id')
      .where('device_id', '=', box.bedroom)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it("refuses another account's box with 404", async () => {
    const res = await (
      await as('mgarcia')
    ).post('/api/box-settings', { deviceId: box.living, settings: DEFAULT_BOX_SETTINGS });
    expect(res.statusCode).toBe(404);
  });

  it('drops time blocks of days gone by when read the next days', async () => {
    const before = app.clock.now();
    app.clock.advance(2 * 24 * 60 * MINUTE);
    try {
      const b = await as('jsmith');
      const res = await b.get(`/api/box-settings?deviceId=${box.living}`);
      expect(res.json().settings.parental.timeBlocks).toEqual([]);
      expect(res.json().today).toBe('2026-11-22');
    } finally {
      app.clock.set(before);
    }
  });
});

describe('copyNetworkSettings', () => {
  it("gives the target the source's settings and PINs", async () => {
    const b = await as('jsmith');
    const source = (await b.get(`/api/box-settings?deviceId=${box.living}`)).json();
    const res = await b.post('/api/box-settings/copy', { fromDeviceId: box.living, toDeviceId: box.bedroom });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      deviceId: box.bedroom,
      settings: source.settings,
      pins: { parental: true, purchase: true },
    });
    const check = await b.post('/api/box-settings/validate-pin', {
      deviceId: box.bedroom,
      pinType: 'purchase',
      pin: '9876',
    });
    expect(check.json().result).toBe('VALID');
  });

  it.each([
    [{ toDeviceId: 1 }, 'from device id is required'],
    [{ fromDeviceId: 1 }, 'to device id is required'],
  ])('refuses %j with the seed message', async (body, message) => {
    const res = await (await as('jsmith')).post('/api/box-settings/copy', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it('refuses a copy onto the same box', async () => {
    const res = await (
      await as('jsmith')
    ).post('/api/box-settings/copy', { fromDeviceId: box.living, toDeviceId: box.living });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Choose a different box to copy the settings to.');
  });

  it("refuses to copy to or from another account's box", async () => {
    const b = await as('jsmith');
    expect(
      (await b.post('/api/box-settings/copy', { fromDeviceId: box.living, toDeviceId: box.other }))
        .statusCode,
    ).toBe(404);
    const m = await as('mgarcia');
    expect(
      (await m.post('/api/box-settings/copy', { fromDeviceId: box.living, toDeviceId: box.other }))
        .statusCode,
    ).toBe(404);
    const row = await app.db.kysely
      .selectFrom('box_settings')
      .select('device_id')
      .where('device_id', '=', box.other)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe('validatePIN', () => {
  const check = (b: Browser, pin: string, pinType = 'parental', deviceId = box.living) =>
    b.post('/api/box-settings/validate-pin', { deviceId, pinType, pin });

  it('answers VALID for the right PIN and INVALID for a wrong one', async () => {
    const b = await as('jsmith.kid');
    expect((await check(b, '1234')).json()).toEqual({
      result: 'VALID',
      attemptsRemaining: PIN_MAX_FAILED_ATTEMPTS,
      lockedUntil: null,
    });
    expect((await check(b, '0000')).json()).toMatchObject({
      result: 'INVALID',
      attemptsRemaining: PIN_MAX_FAILED_ATTEMPTS - 1,
    });
    expect((await check(b, '1234')).json().result).toBe('VALID');
  });

  it('refuses a PIN that is not four digits, without counting it as a try', async () => {
    const b = await as('jsmith');
    const res = await check(b, '12a4');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('A PIN is 4 digits.');
    expect((await check(b, '1234')).json().attemptsRemaining).toBe(PIN_MAX_FAILED_ATTEMPTS);
  });

  it('answers NOT_SET for a box without that PIN', async () => {
    const b = await as('mgarcia');
    expect((await check(b, '1234', 'parental', box.other)).json().result).toBe('NOT_SET');
  });

  it("answers 'pin is required' without a PIN", async () => {
    const res = await (
      await as('jsmith')
    ).post('/api/box-settings/validate-pin', { deviceId: box.living, pinType: 'parental' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('pin is required');
  });

  it('locks after five wrong tries, even for the right PIN, until the window passes', async () => {
    const b = await as('jsmith');
    const results: string[] = [];
    for (let i = 0; i < PIN_MAX_FAILED_ATTEMPTS; i++) {
      app.clock.advance(1000);
      results.push((await check(b, '5555', 'purchase')).json().result);
    }
    expect(results).toEqual(Array(PIN_MAX_FAILED_ATTEMPTS).fill('INVALID'));
    const locked = (await check(b, '9876', 'purchase')).json();
    expect(locked.result).toBe('LOCKED');
    expect(locked.lockedUntil).toBeGreaterThan(app.clock.now());
    // The parental PIN of the same box is counted apart.
    expect((await check(b, '1234', 'parental')).json().result).toBe('VALID');
    app.clock.set(locked.lockedUntil);
    expect((await check(b, '9876', 'purchase')).json().result).toBe('VALID');
  });

  it('counts tries sent at once, so a burst cannot go past the limit', async () => {
    const b = await as('jsmith');
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => check(b, '4321', 'parental', box.bedroom)),
    );
    const results = burst.map((r) => r.json().result);
    const invalid = results.filter((r) => r === 'INVALID').length;
    expect(invalid).toBeLessThanOrEqual(PIN_MAX_FAILED_ATTEMPTS);
    expect(results.filter((r) => r === 'LOCKED')).toHaveLength(12 - invalid);
  });
});

describe('an agent acting for the subscriber', () => {
  it('reads and changes the subscriber boxes, and the change names the agent', async () => {
    const b = await as('agent1');
    expect((await b.post('/api/csr/act-for', { id: 'jsmith' })).statusCode).toBe(200);
    const res = await b.post('/api/box-settings', {
      deviceId: box.bedroom,
      settings: settingsWith((s) => (s.display.resolution = '720p')),
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await app.db.kysely
      .selectFrom('box_settings')
      .select('updated_by')
      .where('device_id', '=', box.bedroom)
      .executeTakeFirstOrThrow();
    expect(row.updated_by).toBe('agent1');
  });
});
