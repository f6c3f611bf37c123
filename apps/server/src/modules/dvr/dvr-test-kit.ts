import type { DvrBox, DvrRecording } from '@coax/contract';
import type { Browser, TestApp } from '../../../test/harness.ts';

/** Helpers shared by the DVR test files: airings from the seeded listings, and calls. */
export interface TestAiring {
  eventId: number;
  callsign: string;
  start: number;
  end: number;
  programId: number;
  seriesId: string | null;
}

export async function airingsOn(app: TestApp, account: string, receives: boolean) {
  const pkg = app.db.kysely
    .selectFrom('guide_package_channels as pc')
    .innerJoin('account_guide_packages as ap', 'ap.package_id', 'pc.package_id')
    .select('pc.channel_id')
    .where('ap.account_number', '=', account);
  const rows = await app.db.kysely
    .selectFrom('guide_airings as a')
    .innerJoin('guide_channels as c', 'c.channel_id', 'a.channel_id')
    .innerJoin('guide_programs as p', 'p.program_id', 'a.program_id')
    .select(['a.event_id', 'c.callsign', 'a.start_ms', 'a.end_ms', 'a.program_id', 'p.series_id'])
    .where('a.channel_id', receives ? 'in' : 'not in', pkg)
    .where('a.start_ms', '>', app.clock.now())
    .orderBy('a.start_ms')
    .orderBy('a.event_id')
    .execute();
  return rows.map((r) => ({
    eventId: r.event_id,
    callsign: r.callsign,
    start: Number(r.start_ms),
    end: Number(r.end_ms),
    programId: r.program_id,
    seriesId: r.series_id,
  }));
}

/** `count` airings on different channels all running at one instant, earliest such instant first. */
export function simultaneous(airings: readonly TestAiring[], count: number, after: number): TestAiring[] {
  for (const a of airings) {
    if (a.start < after) continue;
    const at = a.start;
    const running = airings.filter((b) => b.start <= at && at < b.end);
    const byChannel = new Map<string, TestAiring>();
    for (const b of running) if (!byChannel.has(b.callsign)) byChannel.set(b.callsign, b);
    if (byChannel.size >= count) return [...byChannel.values()].slice(0, count);
  }
  throw new Error(`no ${count} simultaneous airings`);
}

export async function boxesOf(browser: Browser): Promise<DvrBox[]> {
  const res = await browser.get('/api/dvr/boxes');
  if (res.statusCode !== 200) throw new Error(res.body);
  return (res.json() as { boxes: DvrBox[] }).boxes;
}

export async function listed(browser: Browser, scheduled: boolean, boxId?: number): Promise<DvrRecording[]> {
  const q = boxId === undefined ? '' : `&boxId=${boxId}`;
  const res = await browser.get(`/api/dvr/recordings?scheduled=${scheduled}${q}`);
  if (res.statusCode !== 200) throw new Error(res.body);
  return (res.json() as { items: DvrRecording[] }).items;
}

export const saveBody = (boxId: number, a: TestAiring, extra: Record<string, unknown> = {}) => ({
  boxId,
  callSign: a.callsign,
  startTime: a.start,
  ...extra,
});
