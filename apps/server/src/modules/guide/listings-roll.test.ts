import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AIRING_MS } from '@coax/domain';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { DAY, HOUR } from '../../platform/clock.ts';
import { LISTINGS_KEEP_MS } from './listings-roll-plan.ts';
import { rollListings } from './listings-roll.ts';

const JSMITH = '781245006201';

let app: TestApp;
/** the clock when the listings were seeded */
let home = 0;
/** the seeded listings' highest event id and last end */
let seededMaxId = 0;
let seededUntil = 0;

interface WindowAnswer {
  totalChannels: number;
  channels: Array<{
    channelId: number;
    callsign: string;
    airings: Array<{ eventId: number; start: number; end: number; isNew: boolean; qualities: string[] }>;
  }>;
}

const roll = () => rollListings(app.db.kysely, app.clock.now(), { lockTable: app.db.dialect === 'postgres' });

const allAirings = () =>
  app.db.kysely
    .selectFrom('guide_airings')
    .select(['event_id', 'channel_id', 'start_ms', 'end_ms', 'is_new', 'qualities'])
    .orderBy('channel_id')
    .orderBy('start_ms')
    .execute();

/** The grid an hour wide at `at`, every channel. */
async function windowAt(at: number): Promise<WindowAnswer> {
  const res = await new Browser(app).get(`/api/guide/window?start=${at}&hours=1&offset=0&count=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WindowAnswer>();
}

/** Every channel has airings covering the hour at `at`. */
async function expectCovered(at: number): Promise<void> {
  const w = await windowAt(at);
  expect(w.channels).toHaveLength(w.totalChannels);
  for (const ch of w.channels) {
    expect(ch.airings.length, ch.callsign).toBeGreaterThan(0);
    expect(ch.airings[0]!.start, ch.callsign).toBeLessThanOrEqual(at);
    expect(ch.airings.at(-1)!.end, ch.callsign).toBeGreaterThanOrEqual(at + HOUR);
  }
}

/** No channel has two airings at once, and no id is used twice. */
async function expectConsistent(): Promise<void> {
  const rows = await allAirings();
  expect(new Set(rows.map((r) => r.event_id)).size).toBe(rows.length);
  for (let i = 1; i < rows.length; i++) {
    const [prev, cur] = [rows[i - 1]!, rows[i]!];
    if (prev.channel_id === cur.channel_id) {
      expect(Number(cur.start_ms)).toBeGreaterThanOrEqual(Number(prev.end_ms));
    }
  }
  for (const r of rows) expect(Number(r.end_ms) - Number(r.start_ms)).toBeLessThanOrEqual(MAX_AIRING_MS);
}

beforeAll(async () => {
  app = await createTestApp();
  home = app.clock.now();
  const rows = await allAirings();
  seededMaxId = Math.max(...rows.map((r) => r.event_id));
  seededUntil = Math.max(...rows.map((r) => Number(r.end_ms)));
});
afterAll(async () => app?.close());

describe('listings that roll forward', () => {
  it('keeps every channel listed thirteen days ahead when the clock moves three days on', async () => {
    app.clock.set(home + 3 * DAY);
    const res = await roll();
    expect(res.added).toBeGreaterThan(0);
    await expectCovered(app.clock.now() + 13 * DAY);
    await expectConsistent();
    const added = (await allAirings()).filter((r) => r.event_id > seededMaxId);
    expect(added).toHaveLength(res.added);
    // repeats: never new, never marked New
    expect(added.every((r) => r.is_new === 0 && !r.qualities.split(',').includes('New'))).toBe(true);
    expect(added.every((r) => Number(r.start_ms) >= seededUntil)).toBe(true);
  });

  it('adds nothing and prunes nothing when it runs again', async () => {
    const before = (await allAirings()).length;
    expect(await roll()).toEqual({ added: 0, pruned: 0 });
    expect(await allAirings()).toHaveLength(before);
  });

  it('rolls once when two runs go at the same moment, and prunes what ended three days ago', async () => {
    app.clock.set(home + 10 * DAY);
    const idsBefore = new Set((await allAirings()).map((r) => r.event_id));
    const [a, b] = await Promise.all([roll(), roll()]);
    expect(Math.min(a.added, b.added)).toBe(0);
    expect(a.added + b.added).toBeGreaterThan(0);
    await expectCovered(app.clock.now() + 13 * DAY);
    await expectConsistent();
    const rows = await allAirings();
    const cutoff = app.clock.now() - LISTINGS_KEEP_MS;
    expect(rows.every((r) => Number(r.end_ms) >= cutoff)).toBe(true);
    // the seeded days ended a week ago: all gone, and their ids not given out again
    expect(rows.filter((r) => r.event_id <= seededMaxId)).toEqual([]);
    expect(
      rows.filter((r) => !idsBefore.has(r.event_id)).every((r) => r.event_id > Math.max(...idsBefore)),
    ).toBe(true);
    expect(await roll()).toEqual({ added: 0, pruned: 0 });
  });

  it('gives a series rule made now its episodes from the rolled days', async () => {
    const jsmith = new Browser(app);
    await jsmith.signIn('jsmith');
    const box = (await jsmith.get('/api/dvr/boxes'))
      .json<{ boxes: Array<{ boxId: number; isCloud: boolean }> }>()
      .boxes.find((b) => !b.isCloud)!;
    const airing = await app.db.kysely
      .selectFrom('guide_airings as a')
      .innerJoin('guide_programs as p', 'p.program_id', 'a.program_id')
      .innerJoin('guide_channels as c', 'c.channel_id', 'a.channel_id')
      .innerJoin('guide_package_channels as pc', 'pc.channel_id', 'a.channel_id')
      .innerJoin('account_guide_packages as ap', 'ap.package_id', 'pc.package_id')
      .select(['a.start_ms', 'c.callsign'])
      .where('ap.account_number', '=', JSMITH)
      .where('p.series_id', 'is not', null)
      .where('p.show_type', '=', 'SERIES')
      .where('a.start_ms', '>', app.clock.now() + HOUR)
      .orderBy('a.start_ms')
      .orderBy('a.event_id')
      .executeTakeFirstOrThrow();
    const res = await jsmith.post(
      '/api/dvr/recordings',
      {
        boxId: box.boxId,
        callSign: airing.callsign,
        startTime: Number(airing.start_ms),
        recType: 1,
        filter: 1,
        saveEpisodes: 0,
        saveDays: 0,
      },
      { headers: { 'idempotency-key': 'listings-roll-series-1' } },
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ status: string; recordings: Array<{ eventId: string; StartTime: number }> }>();
    expect(saved.status).toBe('SUCCESS');
    expect(saved.recordings.length).toBeGreaterThan(0);
    expect(saved.recordings.every((r) => Number(r.eventId) > seededMaxId && r.StartTime >= seededUntil)).toBe(
      true,
    );
  });

  it('catches up a database opened weeks later without writing the weeks in between', async () => {
    app.clock.set(home + 45 * DAY);
    const res = await roll();
    expect(res.added).toBeGreaterThan(0);
    expect(res.pruned).toBeGreaterThan(0);
    await expectCovered(app.clock.now() + 13 * DAY);
    await expectConsistent();
    const rows = await allAirings();
    const cutoff = app.clock.now() - LISTINGS_KEEP_MS;
    expect(Math.min(...rows.map((r) => Number(r.start_ms)))).toBeGreaterThan(cutoff - MAX_AIRING_MS);
    expect(await roll()).toEqual({ added: 0, pruned: 0 });
  });
});
