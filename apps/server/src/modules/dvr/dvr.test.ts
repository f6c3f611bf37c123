import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DvrMessages, DvrRuleMessages } from '@coax/domain';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { HOUR, MINUTE } from '../../platform/clock.ts';
import { airingsOn, boxesOf, listed, saveBody, simultaneous, type TestAiring } from './dvr-test-kit.ts';

const JSMITH = '781245006201';
const MGARCIA = '781245006302';
let app: TestApp;
let jsmith: Browser;
let key = 0;
const save = (b: Browser, body: object) =>
  b.post('/api/dvr/recordings', body, { headers: { 'idempotency-key': `dvr-test-${++key}` } });

beforeAll(async () => {
  app = await createTestApp();
  jsmith = new Browser(app);
  await jsmith.signIn('jsmith');
  // Clear the demo's scheduled recordings so the tuner arithmetic below starts from nothing.
  const ids = (await listed(jsmith, true)).map((r) => r.id);
  if (ids.length > 0) {
    expect((await jsmith.post('/api/dvr/recordings/cancel', { ids })).json().status).toBe('SUCCESS');
  }
});
afterAll(async () => app?.close());

describe('DVR boxes', () => {
  it('lists the local box with two tuners and the cloud DVR, terms not yet accepted', async () => {
    const res = await jsmith.get('/api/dvr/boxes');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ hasWebDVR: true, dvrBlocked: false, termsAccepted: false, forcedHd: false });
    expect(
      body.boxes.map((b: { alias: string; tuners: number; isCloud: boolean }) => [
        b.alias,
        b.tuners,
        b.isCloud,
      ]),
    ).toEqual([
      ['Living Room', 2, false],
      ['Cloud DVR', 0, true],
    ]);
    expect(body.boxes[1].keepOptions).not.toContain(-1);
    expect(body.boxes[0].keepOptions).toContain(-1);
  });

  it('blocks a secondary user without DVR and refuses their recordings', async () => {
    const kid = new Browser(app);
    await kid.signIn('jsmith.kid');
    const boxes = (await kid.get('/api/dvr/boxes')).json();
    expect(boxes).toMatchObject({ dvrBlocked: true, hasWebDVR: false });
    const [a] = await airingsOn(app, JSMITH, true);
    const res = await save(kid, saveBody(boxes.boxes[0].boxId, a as TestAiring));
    expect(res.json()).toMatchObject({ status: 'BLOCKED', message: DvrRuleMessages.blocked, recordings: [] });
  });

  it('asks anonymous callers to sign in', async () => {
    const res = await new Browser(app).get('/api/dvr/boxes');
    expect(res.statusCode).toBe(401);
  });
});

describe('recording one airing', () => {
  it('follows the clock from scheduled to recording now to recorded', async () => {
    const [local] = await boxesOf(jsmith);
    const airing = (await airingsOn(app, JSMITH, true)).find(
      (a) => a.start > app.clock.now() + 20 * HOUR,
    ) as TestAiring;
    const res = await save(jsmith, saveBody(local!.boxId, airing, { quality: 'sd', endPaddingSeconds: 300 }));
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved.status).toBe('SUCCESS');
    expect(saved.recordings).toHaveLength(1);
    const id = saved.recordings[0].id;
    expect(saved.recordings[0]).toMatchObject({
      state: 'scheduled',
      quality: 'sd',
      dependable: true,
      Save: 14,
      callsign: airing.callsign,
    });
    expect(saved.recordings[0].time).toMatch(/^\d{14}$/);

    const before = app.clock.now();
    // Sessions idle out over hours of test time: sign in again after each move.
    const at = async (ms: number) => {
      app.clock.set(ms);
      await jsmith.signIn('jsmith');
    };
    await at(airing.start + MINUTE);
    expect((await listed(jsmith, true)).find((r) => r.id === id)?.state).toBe('recording');
    await at(airing.end + 4 * MINUTE);
    expect((await listed(jsmith, true)).find((r) => r.id === id)?.state).toBe('recording');
    await at(airing.end + 5 * MINUTE);
    expect((await listed(jsmith, true)).some((r) => r.id === id)).toBe(false);
    expect((await listed(jsmith, false)).find((r) => r.id === id)).toMatchObject({
      state: 'recorded',
      isRecorded: true,
    });
    await at(before);
    expect((await jsmith.post('/api/dvr/recordings/cancel', { ids: [id] })).json().status).toBe('SUCCESS');
  });

  it('answers Not Authorized to Record for a channel outside the package, with the channel 902 message', async () => {
    const maria = new Browser(app);
    await maria.signIn('mgarcia');
    const [box] = await boxesOf(maria);
    const outside = (await airingsOn(app, MGARCIA, false))[0] as TestAiring;
    const res = await save(maria, saveBody(box!.boxId, outside));
    expect(res.json()).toMatchObject({ status: 'NOT_AUTHORIZED', message: DvrMessages.notAuthorized });
  });

  it('forces HD for the special-box customer, whose 8300 box has no end option', async () => {
    const maria = new Browser(app);
    await maria.signIn('mgarcia');
    const boxes = (await maria.get('/api/dvr/boxes')).json();
    expect(boxes.forcedHd).toBe(true);
    expect(boxes.boxes[0]).toMatchObject({ deviceType: '8300', endOptionEnabled: false });
    const inside = (await airingsOn(app, MGARCIA, true)).find(
      (a) => a.start > app.clock.now() + 25 * HOUR,
    ) as TestAiring;
    const res = await save(maria, saveBody(boxes.boxes[0].boxId, inside, { quality: 'sd' }));
    expect(res.json().recordings[0].quality).toBe('hd');
  });

  it('needs the web DVR terms before the first cloud recording', async () => {
    const [, cloud] = await boxesOf(jsmith);
    const airing = (await airingsOn(app, JSMITH, true)).find(
      (a) => a.start > app.clock.now() + 30 * HOUR,
    ) as TestAiring;
    const refused = await save(jsmith, saveBody(cloud!.boxId, airing, { quality: 'sd' }));
    expect(refused.json()).toMatchObject({
      status: 'TERMS_REQUIRED',
      message: DvrRuleMessages.termsRequired,
    });
    expect((await jsmith.post('/api/dvr/terms', { accept: true })).json().termsAccepted).toBe(true);
    const ok = (await save(jsmith, saveBody(cloud!.boxId, airing, { quality: 'sd' }))).json();
    expect(ok.status).toBe('SUCCESS');
    expect(ok.recordings[0].quality).toBe('hd');
    expect(
      (await jsmith.post('/api/dvr/recordings/cancel', { ids: [ok.recordings[0].id] })).json().status,
    ).toBe('SUCCESS');
  });
});

describe('conflicts', () => {
  it('warns that a third simultaneous recording would exceed two tuners, offers choices, and saves after cancelling a clash', async () => {
    const [local, cloud] = await boxesOf(jsmith);
    const three = simultaneous(await airingsOn(app, JSMITH, true), 3, app.clock.now() + 2 * HOUR);
    const first = (await save(jsmith, saveBody(local!.boxId, three[0]!))).json();
    const second = (await save(jsmith, saveBody(local!.boxId, three[1]!))).json();
    expect([first.status, second.status]).toEqual(['SUCCESS', 'SUCCESS']);

    const check = (await jsmith.post('/api/dvr/recordings/check', saveBody(local!.boxId, three[2]!))).json();
    expect(check.status).toBe('CONFLICT');
    expect(check.message).toBe(DvrRuleMessages.conflict);
    expect(check.conflicts[0].clashing.map((c: { id: number }) => c.id).sort()).toEqual(
      [first.recordings[0].id, second.recordings[0].id].sort(),
    );
    expect(check.choices.otherBoxes).toEqual([{ boxId: cloud!.boxId, alias: 'Cloud DVR' }]);

    const refused = (await save(jsmith, saveBody(local!.boxId, three[2]!))).json();
    expect(refused).toMatchObject({ status: 'CONFLICT', recordings: [] });
    const resolved = (
      await save(jsmith, saveBody(local!.boxId, three[2]!, { cancelIds: [first.recordings[0].id] }))
    ).json();
    expect(resolved.status).toBe('SUCCESS');
    expect(resolved.cancelledIds).toEqual([first.recordings[0].id]);
    const ids = (await listed(jsmith, true, local!.boxId)).map((r) => r.id);
    expect(ids).not.toContain(first.recordings[0].id);
    await jsmith.post('/api/dvr/recordings/cancel', { ids });
  });

  it('lets only one of two concurrent saves take the last tuner', async () => {
    const [local] = await boxesOf(jsmith);
    const three = simultaneous(await airingsOn(app, JSMITH, true), 3, app.clock.now() + 8 * HOUR);
    expect((await save(jsmith, saveBody(local!.boxId, three[0]!))).json().status).toBe('SUCCESS');
    const [a, b] = await Promise.all([
      save(jsmith, saveBody(local!.boxId, three[1]!)),
      save(jsmith, saveBody(local!.boxId, three[2]!)),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().status, b.json().status].sort()).toEqual(['CONFLICT', 'SUCCESS']);
    const ids = (await listed(jsmith, true, local!.boxId)).map((r) => r.id);
    expect(ids).toHaveLength(2);
    await jsmith.post('/api/dvr/recordings/cancel', { ids });
  });
});

describe('another account and bad input', () => {
  it('never reaches another account’s boxes or recordings', async () => {
    const [local] = await boxesOf(jsmith);
    const airing = (await airingsOn(app, JSMITH, true)).find(
      (a) => a.start > app.clock.now() + 26 * HOUR,
    ) as TestAiring;
    const mine = (await save(jsmith, saveBody(local!.boxId, airing))).json().recordings[0].id;
    const maria = new Browser(app);
    await maria.signIn('mgarcia');
    expect((await maria.get(`/api/dvr/recordings?scheduled=true&boxId=${local!.boxId}`)).statusCode).toBe(
      404,
    );
    const cancel = (await maria.post('/api/dvr/recordings/cancel', { ids: [mine] })).json();
    expect(cancel).toMatchObject({
      status: 'PARTIAL_FAILURE',
      failedIds: [mine],
      message: DvrMessages.cannotCancel,
    });
    expect((await save(maria, saveBody(local!.boxId, airing))).statusCode).toBe(404);
    expect((await listed(jsmith, true)).map((r) => r.id)).toContain(mine);
    await jsmith.post('/api/dvr/recordings/cancel', { ids: [mine] });
  });

  it('refuses more than ten ids, an unknown padding and a malformed box id with a clear 400', async () => {
    const eleven = await jsmith.post('/api/dvr/recordings/cancel', {
      ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    });
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().error.message).toContain(DvrRuleMessages.tooManyIds);
    const padding = await jsmith.post('/api/dvr/recordings/check', {
      boxId: 1,
      callSign: 'ABC',
      startTime: 1,
      endPaddingSeconds: 61,
    });
    expect(padding.statusCode).toBe(400);
    expect((await jsmith.get('/api/dvr/recordings?boxId=abc')).statusCode).toBe(400);
  });
});
