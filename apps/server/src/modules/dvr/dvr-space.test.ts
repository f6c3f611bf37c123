import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DvrBox } from '@coax/contract';
import {
  DvrRuleMessages,
  END_PADDING_SECONDS,
  KEEP_UNTIL_DELETED,
  KEEP_UNTIL_SPACE_NEEDED,
  recordingMinutes,
} from '@coax/domain';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { HOUR, MINUTE } from '../../platform/clock.ts';
import { airingsOn, boxesOf, listed, saveBody, type TestAiring } from './dvr-test-kit.ts';

const JSMITH = '781245006201';
let app: TestApp;
let jsmith: Browser;
let local: DvrBox;
let cloud: DvrBox;
let key = 0;
const save = (body: object) =>
  jsmith.post('/api/dvr/recordings', body, { headers: { 'idempotency-key': `dvr-space-${++key}` } });
// Sessions idle out over hours of test time: sign in again after each move.
const at = async (ms: number) => {
  app.clock.set(ms);
  await jsmith.signIn('jsmith');
};

/** Minutes a box holds (recorded, being recorded, booked), counted from its rows. */
async function held(boxId: number): Promise<number> {
  const rows = await app.db.kysely
    .selectFrom('dvr_recordings')
    .select(['start_ms', 'end_ms', 'end_padding_seconds'])
    .where('box_id', '=', boxId)
    .where('removed_at', 'is', null)
    .execute();
  return rows.reduce(
    (sum, r) =>
      sum +
      recordingMinutes({
        start: Number(r.start_ms),
        end: Number(r.end_ms),
        endPaddingSeconds: r.end_padding_seconds,
      }),
    0,
  );
}

/** Makes the box exactly full: what it holds now is all it has room for. */
async function fill(boxId: number, minutes?: number) {
  const total = minutes ?? (await held(boxId));
  await app.db.kysely
    .updateTable('dvr_boxes')
    .set({ storage_minutes: total })
    .where('id', '=', boxId)
    .execute();
}

async function removedAt(id: number): Promise<number | null> {
  const row = await app.db.kysely
    .selectFrom('dvr_recordings')
    .select('removed_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.removed_at === null ? null : Number(row.removed_at);
}

/** `count` airings of `minutes` each that follow one another without overlapping, after `after`. */
async function inARow(after: number, count: number, minutes: number): Promise<TestAiring[]> {
  const out: TestAiring[] = [];
  for (const a of await airingsOn(app, JSMITH, true)) {
    if (a.end - a.start !== minutes * MINUTE || a.start < after) continue;
    if (out.every((o) => o.end <= a.start)) out.push(a);
    if (out.length === count) return out;
  }
  throw new Error(`no ${count} airings of ${minutes} minutes in a row`);
}

async function clearAll() {
  const scheduled = (await listed(jsmith, true)).map((r) => r.id);
  const recorded = (await listed(jsmith, false)).map((r) => r.id);
  for (let i = 0; i < scheduled.length; i += 10) {
    await jsmith.post('/api/dvr/recordings/cancel', { ids: scheduled.slice(i, i + 10) });
  }
  for (let i = 0; i < recorded.length; i += 10) {
    await jsmith.post('/api/dvr/recordings/delete', { ids: recorded.slice(i, i + 10) });
  }
}

/** The most common airing length whose value in seconds is also an end padding choice. */
async function commonLength(): Promise<number> {
  const counts = new Map<number, number>();
  for (const a of await airingsOn(app, JSMITH, true)) {
    const m = (a.end - a.start) / MINUTE;
    if ((END_PADDING_SECONDS as readonly number[]).includes(m * 60)) counts.set(m, (counts.get(m) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

beforeAll(async () => {
  app = await createTestApp();
  jsmith = new Browser(app);
  await jsmith.signIn('jsmith');
  await clearAll();
  [local, cloud] = (await boxesOf(jsmith)) as [DvrBox, DvrBox];
});
afterAll(async () => app?.close());

describe('"until space needed" on a local box', () => {
  it('gives up the oldest until-space-needed programs, only as many as a new recording needs, and never another keep choice', async () => {
    const D = await commonLength();
    const home = app.clock.now();
    // Recorded in this order: a keep-until-deleted program is the oldest of all, then u1.
    const [kept, u1, days, u2, u3] = await inARow(home + HOUR, 5, D);
    const keeps = [
      KEEP_UNTIL_DELETED,
      KEEP_UNTIL_SPACE_NEEDED,
      7,
      KEEP_UNTIL_SPACE_NEEDED,
      KEEP_UNTIL_SPACE_NEEDED,
    ];
    const ids: number[] = [];
    for (const [i, a] of [kept!, u1!, days!, u2!, u3!].entries()) {
      const res = (await save(saveBody(local.boxId, a, { saveDays: keeps[i] }))).json();
      expect(res.status).toBe('SUCCESS');
      ids.push(res.recordings[0].id);
    }
    const [keptId, u1Id, daysId, u2Id, u3Id] = ids as [number, number, number, number, number];
    await at(u3!.end + MINUTE);
    const recordedIds = async () =>
      (await listed(jsmith, false, local.boxId)).map((r) => r.id).sort((a, b) => a - b);
    expect(await recordedIds()).toEqual([...ids].sort((a, b) => a - b));

    const [b, c, d] = await inARow(app.clock.now() + HOUR, 3, D);
    // A full disk: the next recording of D minutes needs exactly the room of one program.
    await fill(local.boxId);
    const check = (await jsmith.post('/api/dvr/recordings/check', saveBody(local.boxId, b!))).json();
    expect(check).toMatchObject({ status: 'SUCCESS', conflicts: [] });
    expect(await recordedIds()).toContain(u1Id);

    const first = (await save(saveBody(local.boxId, b!, { saveDays: KEEP_UNTIL_SPACE_NEEDED }))).json();
    expect(first.status).toBe('SUCCESS');
    expect(await recordedIds()).toEqual([keptId, daysId, u2Id, u3Id].sort((x, y) => x - y));
    expect(await removedAt(u1Id)).toBe(app.clock.now());

    // Twice the room (D minutes of padding): both remaining until-space-needed programs go.
    await fill(local.boxId);
    const second = (
      await save(saveBody(local.boxId, c!, { saveDays: KEEP_UNTIL_SPACE_NEEDED, endPaddingSeconds: D * 60 }))
    ).json();
    expect(second.status).toBe('SUCCESS');
    expect(await recordedIds()).toEqual([keptId, daysId].sort((x, y) => x - y));

    // Nothing left to give up: the save is refused as a full disk and the other keeps stay.
    await fill(local.boxId);
    const refused = (await save(saveBody(local.boxId, d!))).json();
    expect(refused).toMatchObject({ status: 'CONFLICT', message: DvrRuleMessages.diskFull, recordings: [] });
    expect(refused.conflicts[0]).toMatchObject({ reason: 'quota', message: DvrRuleMessages.diskFull });
    expect(await recordedIds()).toEqual([keptId, daysId].sort((x, y) => x - y));
    expect(await removedAt(keptId)).toBeNull();
    expect(await removedAt(daysId)).toBeNull();

    // Housekeeping as recordings finish: a disk that no longer holds them all gives up the oldest one.
    await at(c!.end + D * MINUTE + MINUTE);
    const bId = first.recordings[0].id as number;
    const cId = second.recordings[0].id as number;
    await fill(local.boxId, (await held(local.boxId)) - 1);
    expect(await recordedIds()).toEqual([keptId, daysId, cId].sort((x, y) => x - y));
    expect(await removedAt(bId)).toBe(app.clock.now());

    await clearAll();
    await fill(local.boxId, 30_000);
    await at(home);
  });

  it('takes the room for a series rule’s episodes from until-space-needed programs as well', async () => {
    const home = app.clock.now();
    const old = (await airingsOn(app, JSMITH, true)).find((a) => a.start > home + MINUTE)!;
    const oldId = (await save(saveBody(local.boxId, old, { saveDays: KEEP_UNTIL_SPACE_NEEDED }))).json()
      .recordings[0].id as number;
    await at(old.end + MINUTE);
    const groups = new Map<string, TestAiring[]>();
    for (const a of await airingsOn(app, JSMITH, true)) {
      if (a.seriesId !== null) {
        groups.set(`${a.seriesId}|${a.callsign}`, [...(groups.get(`${a.seriesId}|${a.callsign}`) ?? []), a]);
      }
    }
    const series = [...groups.values()].find((g) => new Set(g.map((a) => a.programId)).size >= 2)!;
    expect(series).toBeDefined();
    // Each episode once, at its first airing (filter 1, all episodes).
    const episodes = series.filter((a, i, all) => all.findIndex((o) => o.programId === a.programId) === i);
    const need = episodes.reduce((sum, a) => sum + recordingMinutes({ ...a, endPaddingSeconds: 0 }), 0);
    // One minute short of room for every episode: the until-space-needed program makes it up.
    await fill(local.boxId, (await held(local.boxId)) + need - 1);
    const res = (await save(saveBody(local.boxId, series[0]!, { recType: 1, filter: 1 }))).json();
    expect(res.status).toBe('SUCCESS');
    expect(res.recordings).toHaveLength(episodes.length);
    expect(await removedAt(oldId)).toBe(app.clock.now());

    await jsmith.post(`/api/dvr/series-rules/${res.seriesRule.id}/cancel`, { deleteRecordings: true });
    await clearAll();
    await fill(local.boxId, 30_000);
    await at(home);
  });
});

describe('"until space needed" against the cloud quota', () => {
  it('frees until-space-needed recordings in the save’s transaction when that is the only way to fit, and keeps the rest', async () => {
    expect((await jsmith.post('/api/dvr/terms', { accept: true })).json().termsAccepted).toBe(true);
    const D = await commonLength();
    const home = app.clock.now();
    const [u1, kept, u2] = await inARow(home + HOUR, 3, D);
    const ids: number[] = [];
    for (const [i, a] of [u1!, kept!, u2!].entries()) {
      const saveDays = i === 1 ? 14 : KEEP_UNTIL_SPACE_NEEDED;
      const res = (await save(saveBody(cloud.boxId, a, { saveDays }))).json();
      expect(res.status).toBe('SUCCESS');
      ids.push(res.recordings[0].id);
    }
    const [u1Id, keptId, u2Id] = ids as [number, number, number];
    await at(u2!.end + MINUTE);

    const [next, after] = await inARow(app.clock.now() + HOUR, 2, D);
    await fill(cloud.boxId);
    const ok = (await save(saveBody(cloud.boxId, next!))).json();
    expect(ok.status).toBe('SUCCESS');
    expect(await removedAt(u1Id)).toBe(app.clock.now());
    expect(await removedAt(keptId)).toBeNull();
    expect(await removedAt(u2Id)).toBeNull();

    // More than the remaining until-space-needed recording can free: refused, and nothing is freed.
    await fill(cloud.boxId);
    const refused = (await save(saveBody(cloud.boxId, after!, { endPaddingSeconds: D * 60 }))).json();
    expect(refused).toMatchObject({ status: 'CONFLICT', message: DvrRuleMessages.quotaFull, recordings: [] });
    expect(await removedAt(u2Id)).toBeNull();
    expect(await removedAt(keptId)).toBeNull();

    await clearAll();
    await fill(cloud.boxId, 6_000);
    await at(home);
  });
});
