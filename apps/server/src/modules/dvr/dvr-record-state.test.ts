import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuideChannels, GuideProgramAnswer, GuideWindow } from '@coax/contract';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { DAY, HOUR } from '../../platform/clock.ts';
import { airingsOn, boxesOf, listed, saveBody, type TestAiring } from './dvr-test-kit.ts';

// Seed 001 §4 "Program record state: recorded, scheduled, series": the program page and the guide
// cells say what the signed-in household has set to record, and nobody else sees it.

const JSMITH = '781245006201';
let app: TestApp;
let jsmith: Browser;
let boxId = 0;
let key = 0;
let ahead: TestAiring[] = [];

const save = (body: object) =>
  jsmith.post('/api/dvr/recordings', body, { headers: { 'idempotency-key': `record-state-${++key}` } });

async function programAs(browser: Browser, eventId: number) {
  const res = await browser.get(`/api/guide/programs/${eventId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GuideProgramAnswer>().program;
}

/** The record state of an airing in the guide grid the browser sees. */
async function cellState(browser: Browser, a: TestAiring) {
  const channels = (await browser.get('/api/guide/channels')).json<GuideChannels>().channels;
  const offset = channels.findIndex((c) => c.callsign === a.callsign);
  expect(offset).toBeGreaterThanOrEqual(0);
  const res = await browser.get(`/api/guide/window?start=${a.start}&hours=1&offset=${offset}&count=1`);
  expect(res.statusCode, res.body).toBe(200);
  const cell = res.json<GuideWindow>().channels[0]?.airings.find((x) => x.eventId === a.eventId);
  expect(cell).toBeDefined();
  return cell?.recordState;
}

beforeAll(async () => {
  app = await createTestApp();
  jsmith = new Browser(app);
  await jsmith.signIn('jsmith');
  boxId = (await boxesOf(jsmith))[0]!.boxId;
  const taken = new Set((await listed(jsmith, true)).map((r) => r.eventId));
  ahead = (await airingsOn(app, JSMITH, true)).filter(
    (a) => a.start > app.clock.now() + HOUR && !taken.has(String(a.eventId)),
  );
});
afterAll(async () => app?.close());

describe('record state on the program page and in the guide', () => {
  it('marks a single recording scheduled for the household, then recorded once the box has it', async () => {
    const single = ahead.find((a) => a.seriesId === null)!;
    expect(await programAs(jsmith, single.eventId)).toMatchObject({ recording: null });
    expect(await cellState(jsmith, single)).toBeNull();

    const saved = (await save(saveBody(boxId, single))).json<{
      status: string;
      recordings: { id: number }[];
    }>();
    expect(saved.status).toBe('SUCCESS');
    const recordingId = saved.recordings[0]!.id;

    expect((await programAs(jsmith, single.eventId)).recording).toEqual({
      state: 'scheduled',
      recordingId,
      seriesRuleId: null,
    });
    expect(await cellState(jsmith, single)).toBe('scheduled');

    // Nobody outside the household sees it: not a visitor, not another subscriber.
    const visitor = new Browser(app);
    expect((await programAs(visitor, single.eventId)).recording).toBeNull();
    expect(await cellState(visitor, single)).toBeNull();
    const mgarcia = new Browser(app);
    await mgarcia.signIn('mgarcia');
    expect((await programAs(mgarcia, single.eventId)).recording).toBeNull();
    expect(await cellState(mgarcia, single)).toBeNull();
    // The window's airings are kept once for everyone: the household's mark stays its own.
    expect(await cellState(jsmith, single)).toBe('scheduled');

    const before = app.clock.now();
    app.clock.set(single.end + HOUR);
    try {
      await jsmith.signIn('jsmith');
      expect((await programAs(jsmith, single.eventId)).recording?.state).toBe('recorded');
    } finally {
      app.clock.set(before);
      await jsmith.signIn('jsmith');
    }
  });

  it('marks every episode a series rule covers as series, with the rule to edit or cancel', async () => {
    const groups = new Map<string, TestAiring[]>();
    for (const a of ahead.filter((x) => x.seriesId !== null && x.start < app.clock.now() + DAY)) {
      const k = `${a.seriesId}|${a.callsign}`;
      groups.set(k, [...(groups.get(k) ?? []), a]);
    }
    const episodes = [...groups.values()].find((g) => g.length >= 2)!;
    const first = episodes[0]!;
    const saved = (await save(saveBody(boxId, first, { recType: 1, filter: 1 }))).json<{
      status: string;
      seriesRule: { id: number };
    }>();
    expect(saved.status).toBe('SUCCESS');
    for (const episode of episodes.slice(0, 2)) {
      const mark = (await programAs(jsmith, episode.eventId)).recording;
      expect(mark).toMatchObject({ state: 'series', seriesRuleId: saved.seriesRule.id });
      expect(await cellState(jsmith, episode)).toBe('series');
    }

    // Cancelling the rule clears the mark.
    const cancel = await jsmith.post(`/api/dvr/series-rules/${saved.seriesRule.id}/cancel`, {
      deleteRecordings: false,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await programAs(jsmith, first.eventId)).recording).toBeNull();
  });
});
