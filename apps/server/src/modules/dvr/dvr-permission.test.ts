import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DvrRuleMessages } from '@coax/domain';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { HOUR } from '../../platform/clock.ts';
import { airingsOn, boxesOf, listed, saveBody, type TestAiring } from './dvr-test-kit.ts';

const JSMITH = '781245006201';
let app: TestApp;
let jsmith: Browser;
let key = 0;
const save = (b: Browser, body: object) =>
  b.post('/api/dvr/recordings', body, { headers: { 'idempotency-key': `dvr-permission-${++key}` } });
const setDvrFlag = (id: string, dvr: 0 | 1) =>
  app.db.kysely.updateTable('users').set({ dvr }).where('id', '=', id).execute();

beforeAll(async () => {
  app = await createTestApp();
  jsmith = new Browser(app);
  await jsmith.signIn('jsmith');
});
afterAll(async () => app?.close());

describe('seed 001 §6: p.dvr equal to 1 shows recording', () => {
  it('refuses to record for a primary user whose p.dvr is 0, without calling them blocked', async () => {
    const [local] = await boxesOf(jsmith);
    const airing = (await airingsOn(app, JSMITH, true)).find(
      (a) => a.start > app.clock.now() + 20 * HOUR,
    ) as TestAiring;
    const scheduledBefore = (await listed(jsmith, true)).length;
    await setDvrFlag('jsmith', 0);
    try {
      const boxes = (await jsmith.get('/api/dvr/boxes')).json();
      expect(boxes).toMatchObject({ hasWebDVR: false, dvrBlocked: false });
      const check = (await jsmith.post('/api/dvr/recordings/check', saveBody(local!.boxId, airing))).json();
      expect(check).toMatchObject({ status: 'BLOCKED', message: DvrRuleMessages.noDvr, airings: [] });
      const saved = await save(jsmith, saveBody(local!.boxId, airing));
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        status: 'BLOCKED',
        message: DvrRuleMessages.noDvr,
        recordings: [],
      });
      const terms = await jsmith.post('/api/dvr/terms', { accept: true });
      expect(terms.statusCode).toBe(403);
      expect(terms.json().error.message).toBe(DvrRuleMessages.noDvr);
    } finally {
      await setDvrFlag('jsmith', 1);
    }
    expect((await listed(jsmith, true)).length).toBe(scheduledBefore);
  });

  it('records again once the flag is back, and keeps dvrBlocked for the secondary user without DVR', async () => {
    const [local] = await boxesOf(jsmith);
    const airing = (await airingsOn(app, JSMITH, true)).find(
      (a) => a.start > app.clock.now() + 22 * HOUR,
    ) as TestAiring;
    const ok = (await save(jsmith, saveBody(local!.boxId, airing))).json();
    expect(ok.status).toBe('SUCCESS');
    await jsmith.post('/api/dvr/recordings/cancel', { ids: [ok.recordings[0].id] });

    const kid = new Browser(app);
    await kid.signIn('jsmith.kid');
    expect((await kid.get('/api/dvr/boxes')).json()).toMatchObject({ dvrBlocked: true, hasWebDVR: false });
    expect((await save(kid, saveBody(local!.boxId, airing))).json()).toMatchObject({
      status: 'BLOCKED',
      message: DvrRuleMessages.blocked,
    });
  });
});

describe('seed 001 §6: every DVR write takes the permission recording takes', () => {
  it("refuses the secondary user without DVR cancelling, deleting or ending the household's recordings", async () => {
    const [local] = await boxesOf(jsmith);
    const airing = (await airingsOn(app, JSMITH, true)).find(
      (a) => a.start > app.clock.now() + 30 * HOUR,
    ) as TestAiring;
    const saved = (await save(jsmith, saveBody(local!.boxId, airing))).json();
    expect(saved.status).toBe('SUCCESS');
    const id = saved.recordings[0].id as number;

    const kid = new Browser(app);
    await kid.signIn('jsmith.kid');
    for (const path of ['/api/dvr/recordings/cancel', '/api/dvr/recordings/delete']) {
      const refused = await kid.post(path, { ids: [id] });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({ code: 'FORBIDDEN', reason: 'dvr.blocked' });
    }
    const rule = await kid.post('/api/dvr/series-rules/1/cancel', { deleteRecordings: true });
    expect(rule.statusCode).toBe(403);
    expect(rule.json().error.reason).toBe('dvr.blocked');

    // Nothing changed: the recording is still scheduled, and its owner may still cancel it.
    expect((await listed(jsmith, true)).some((r) => r.id === id)).toBe(true);
    const cancelled = (await jsmith.post('/api/dvr/recordings/cancel', { ids: [id] })).json();
    expect(cancelled).toMatchObject({ status: 'SUCCESS', doneIds: [id] });
  });

  it('refuses a primary user whose p.dvr is 0 the same writes', async () => {
    await setDvrFlag('jsmith', 0);
    try {
      const refused = await jsmith.post('/api/dvr/recordings/cancel', { ids: [1] });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.reason).toBe('dvr.no-dvr');
    } finally {
      await setDvrFlag('jsmith', 1);
    }
  });
});
