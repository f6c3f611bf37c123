import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DvrRuleMessages } from '@coax/domain';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { HOUR, MINUTE } from '../../platform/clock.ts';
import { airingsOn, boxesOf, listed, saveBody, type TestAiring } from './dvr-test-kit.ts';
import { dvrService } from './service.ts';

const JSMITH = '781245006201';
let app: TestApp;
let jsmith: Browser;
let key = 0;
let boxId = 0;
/** a series with at least three airings ahead on one channel jsmith receives, earliest first */
let series: TestAiring[] = [];
const save = (body: object) =>
  jsmith.post('/api/dvr/recordings', body, { headers: { 'idempotency-key': `dvr-series-${++key}` } });
const at = async (ms: number) => {
  app.clock.set(ms);
  await jsmith.signIn('jsmith');
};

beforeAll(async () => {
  app = await createTestApp();
  jsmith = new Browser(app);
  await jsmith.signIn('jsmith');
  const ids = (await listed(jsmith, true)).map((r) => r.id);
  if (ids.length > 0) await jsmith.post('/api/dvr/recordings/cancel', { ids });
  boxId = (await boxesOf(jsmith))[0]!.boxId;
  const ahead = (await airingsOn(app, JSMITH, true)).filter(
    (a) => a.seriesId !== null && a.start > app.clock.now() + HOUR,
  );
  const groups = new Map<string, TestAiring[]>();
  for (const a of ahead) {
    groups.set(`${a.seriesId}|${a.callsign}`, [...(groups.get(`${a.seriesId}|${a.callsign}`) ?? []), a]);
  }
  series = [...groups.values()].find((g) => new Set(g.map((a) => a.programId)).size >= 3) ?? [];
});
afterAll(async () => app?.close());

describe('series rules', () => {
  it('refuses a series recording of a program without a series', async () => {
    const single = (await airingsOn(app, JSMITH, true)).find(
      (a) => a.seriesId === null && a.start > app.clock.now() + HOUR,
    ) as TestAiring;
    const res = (await save(saveBody(boxId, single, { recType: 1 }))).json();
    expect(res).toMatchObject({ status: 'NO_SERIES', message: DvrRuleMessages.noSeries, recordings: [] });
  });

  it('expands all episodes when saved, keeps only the newest one as the clock records them, and stays one rule when saved again', async () => {
    expect(series.length).toBeGreaterThanOrEqual(3);
    const first = series[0]!;
    const saved = (
      await save(saveBody(boxId, first, { recType: 1, filter: 1, saveEpisodes: 1, saveDays: 0 }))
    ).json();
    expect(saved.status).toBe('SUCCESS');
    expect(saved.seriesRule).toMatchObject({
      seriesId: first.seriesId,
      callsign: first.callsign,
      filter: 1,
      saveEpisodes: 1,
    });
    // every episode once, from every airing of the series on that channel that has not ended (the
    // rule also takes the one on now and those within the hour, which `series` leaves out)
    const notEnded = await app.db.kysely
      .selectFrom('guide_airings as a')
      .innerJoin('guide_programs as p', 'p.program_id', 'a.program_id')
      .innerJoin('guide_channels as c', 'c.channel_id', 'a.channel_id')
      .select('a.program_id')
      .distinct()
      .where('p.series_id', '=', first.seriesId)
      .where('c.callsign', '=', first.callsign)
      .where('a.end_ms', '>', app.clock.now())
      .execute();
    expect(saved.recordings).toHaveLength(notEnded.length);
    expect(saved.recordings.every((r: DvrRecordingLike) => r.seriesRuleId === saved.seriesRule.id)).toBe(
      true,
    );

    const again = (
      await save(saveBody(boxId, first, { recType: 1, filter: 1, saveEpisodes: 1, saveDays: 0 }))
    ).json();
    expect(again.seriesRule.id).toBe(saved.seriesRule.id);
    expect((await jsmith.get('/api/dvr/series-rules')).json().rules).toHaveLength(1);

    const [e1, e2] = (saved.recordings as DvrRecordingLike[]).sort((a, b) => a.StartTime - b.StartTime);
    const home = app.clock.now();
    const recordedByRule = async () =>
      (await listed(jsmith, false)).filter((r) => r.seriesRuleId === saved.seriesRule.id).map((r) => r.id);
    await at(e1!.EndTime + MINUTE);
    expect(await recordedByRule()).toEqual([e1!.id]);
    await at(e2!.EndTime + MINUTE);
    // keep 1: the older episode goes once the newer one is recorded
    expect(await recordedByRule()).toEqual([e2!.id]);
    await at(home);
  });

  it('takes new episodes when the listings are reloaded', async () => {
    const rule = (await jsmith.get('/api/dvr/series-rules')).json().rules[0];
    const last = series[series.length - 1]!;
    const channel = await app.db.kysely
      .selectFrom('guide_channels')
      .select('channel_id')
      .where('callsign', '=', last.callsign)
      .executeTakeFirstOrThrow();
    const program = await app.db.kysely
      .selectFrom('guide_programs')
      .selectAll()
      .where('program_id', '=', last.programId)
      .executeTakeFirstOrThrow();
    const newProgramId = 990_000_001;
    await app.db.kysely
      .insertInto('guide_programs')
      .values({ ...program, program_id: newProgramId, tms_id: 'EP990000001' })
      .execute();
    const start = last.end + 6 * HOUR;
    await app.db.kysely
      .insertInto('guide_airings')
      .values({
        event_id: 990_000_001,
        channel_id: channel.channel_id,
        program_id: newProgramId,
        start_ms: start,
        end_ms: start + 30 * MINUTE,
        qualities: 'New',
        is_new: 1,
      })
      .execute();
    const added = await dvrService({
      db: app.db.kysely,
      clock: app.clock,
      lockRows: app.db.dialect === 'postgres',
    }).expandSeriesRules();
    expect(added).toBe(1);
    const scheduled = await listed(jsmith, true);
    expect(scheduled.find((r) => r.eventId === '990000001')).toMatchObject({
      seriesRuleId: rule.id,
      state: 'scheduled',
    });
  });

  it('cancels a rule without deleting what it recorded, or together with it', async () => {
    const rule = (await jsmith.get('/api/dvr/series-rules')).json().rules[0];
    const home = app.clock.now();
    await at(series[series.length - 1]!.end + MINUTE);
    const recordedBefore = (await listed(jsmith, false)).filter((r) => r.seriesRuleId === rule.id);
    expect(recordedBefore.length).toBeGreaterThan(0);
    const res = (
      await jsmith.post(`/api/dvr/series-rules/${rule.id}/cancel`, { deleteRecordings: false })
    ).json();
    expect(res.status).toBe('SUCCESS');
    expect(res.deletedIds).toEqual([]);
    expect(res.cancelledIds.length).toBeGreaterThan(0);
    expect((await listed(jsmith, true)).filter((r) => r.seriesRuleId === rule.id)).toEqual([]);
    expect((await listed(jsmith, false)).filter((r) => r.seriesRuleId === rule.id)).toHaveLength(
      recordedBefore.length,
    );
    expect((await jsmith.get('/api/dvr/series-rules')).json().rules).toEqual([]);
    expect(
      (await jsmith.post(`/api/dvr/series-rules/${rule.id}/cancel`, { deleteRecordings: true })).statusCode,
    ).toBe(404);
    await at(home);
  });

  it('deletes the recordings too when asked', async () => {
    const second = series[1]!;
    const saved = (await save(saveBody(boxId, second, { recType: 1, filter: 4 }))).json();
    expect(saved.status).toBe('SUCCESS');
    const home = app.clock.now();
    await at(second.end + MINUTE);
    const res = (
      await jsmith.post(`/api/dvr/series-rules/${saved.seriesRule.id}/cancel`, { deleteRecordings: true })
    ).json();
    expect(res.deletedIds.length + res.cancelledIds.length).toBeGreaterThan(0);
    expect((await listed(jsmith, false)).filter((r) => r.seriesRuleId === saved.seriesRule.id)).toEqual([]);
    await at(home);
  });
});

type DvrRecordingLike = { id: number; StartTime: number; EndTime: number; seriesRuleId: number | null };
