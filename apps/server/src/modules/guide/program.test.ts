import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DASHBOARD_BEST_BETS_ITEMS,
  NO_PROGRAMS_FOUND,
  PROGRAM_LOAD_FAILED,
  RATING_EVENT_REQUIRED,
  RATING_STAR_REQUIRED,
} from '@coax/domain';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { HOUR } from '../../platform/clock.ts';

let app: TestApp;

interface Listing {
  eventId: number;
  programId: number;
  start: number;
  end: number;
  callsign: string;
}

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const errorOf = (body: string) => (JSON.parse(body) as { error: { message: string } }).error.message;

/** An episode of a series airing now, with later airings of its series. */
async function seriesEventNow() {
  const now = app.clock.now();
  const row = await app.db.kysely
    .selectFrom('guide_airings as a')
    .innerJoin('guide_programs as p', 'p.program_id', 'a.program_id')
    .select(['a.event_id', 'a.program_id', 'p.series_id', 'p.title', 'p.tms_id'])
    .where('p.show_type', '=', 'SERIES')
    .where('a.start_ms', '<=', now)
    .where('a.end_ms', '>', now)
    .orderBy('a.event_id')
    .executeTakeFirstOrThrow();
  return row;
}

describe('program details', () => {
  it('answers every linear program field with later airings of the same program and series', async () => {
    const ev = await seriesEventNow();
    const res = await new Browser(app).get(`/api/guide/programs/${ev.event_id}`);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json<{
      program: {
        eventId: number;
        programId: number;
        tribuneId: string;
        tmsSeriesId: string;
        title: string;
        isMovie: boolean;
        titleSlug: string;
        callsign: string;
        channelNumber: number;
        duration: number;
        startTime: number;
        endTime: number;
        moreAiringDates: Listing[];
        episodes: Listing[];
        userRating: number | null;
      };
    }>().program;
    expect(p).toMatchObject({
      eventId: ev.event_id,
      programId: ev.program_id,
      tribuneId: ev.tms_id,
      tmsSeriesId: ev.series_id,
      title: ev.title,
      isMovie: false,
      userRating: null,
    });
    expect(p.duration).toBe((p.endTime - p.startTime) / 60_000);
    expect(p.titleSlug).toMatch(/^[a-z0-9-]+$/);
    expect(p.channelNumber).toBeGreaterThan(0);
    const now = app.clock.now();
    for (const a of [...p.moreAiringDates, ...p.episodes]) expect(a.end).toBeGreaterThan(now);
    expect(p.moreAiringDates.every((a) => a.eventId !== ev.event_id)).toBe(true);
  });

  it('says the seed messages for an unknown or malformed event', async () => {
    const b = new Browser(app);
    const missing = await b.get('/api/guide/programs/999999999');
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing.body)).toBe(PROGRAM_LOAD_FAILED);
    expect((await b.get('/api/guide/programs/abc')).statusCode).toBe(400);
    const like = await b.get('/api/guide/more-like-this?eventId=999999999');
    expect(like.statusCode).toBe(404);
    expect(errorOf(like.body)).toBe(NO_PROGRAMS_FOUND);
  });
});

describe('lists', () => {
  it('gives four best bets, one per program, starting from now', async () => {
    const res = await new Browser(app).get('/api/guide/best-bets');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<{ items: Listing[] }>().items;
    expect(items).toHaveLength(DASHBOARD_BEST_BETS_ITEMS);
    expect(new Set(items.map((i) => i.programId)).size).toBe(items.length);
    expect(items.every((i) => i.start >= app.clock.now())).toBe(true);
    const starts = items.map((i) => i.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('answers a line-up from one read for the rest of the minute, then reads again', async () => {
    const start = app.clock.now();
    const b = new Browser(app);
    const bets = async () => (await b.get('/api/guide/best-bets')).json<{ items: Listing[] }>().items;
    const ids = await app.db.kysely
      .selectFrom('guide_programs')
      .select('program_id')
      .where('best_bet', '=', 1)
      .execute();
    try {
      app.clock.set(start + 7 * 60_000);
      const first = await bets();
      expect(first).toHaveLength(DASHBOARD_BEST_BETS_ITEMS);
      await app.db.kysely.updateTable('guide_programs').set({ best_bet: 0 }).execute();
      app.clock.advance(1_000);
      expect(await bets()).toEqual(first);
      app.clock.advance(60_000);
      expect(await bets()).toEqual([]);
    } finally {
      await app.db.kysely
        .updateTable('guide_programs')
        .set({ best_bet: 1 })
        .where(
          'program_id',
          'in',
          ids.map((r) => r.program_id),
        )
        .execute();
      app.clock.set(start);
    }
  });

  it('lists the most watched programs on now, cacheable by anyone', async () => {
    const res = await new Browser(app).get('/api/guide/most-watched');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const items = res.json<{ items: Listing[] }>().items;
    expect(items.length).toBeGreaterThan(0);
    const now = app.clock.now();
    expect(items.every((i) => i.start <= now && i.end > now)).toBe(true);
  });

  it('has a most-watched list at every hour of the day', async () => {
    const start = app.clock.now();
    const b = new Browser(app);
    try {
      for (let h = 0; h < 24; h += 1) {
        app.clock.set(start + h * HOUR);
        const items = (await b.get('/api/guide/most-watched')).json<{ items: Listing[] }>().items;
        expect(items.length, `at +${h} h`).toBeGreaterThan(0);
      }
    } finally {
      app.clock.set(start);
    }
  });

  it('finds more like this without the program itself', async () => {
    const ev = await seriesEventNow();
    const res = await new Browser(app).get(`/api/guide/more-like-this?eventId=${ev.event_id}`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<{ items: Listing[] }>().items;
    expect(items.every((i) => i.programId !== ev.program_id)).toBe(true);
  });

  it('finds more like this for a program outside any series, such as a film', async () => {
    const film = await app.db.kysely
      .selectFrom('guide_airings as a')
      .innerJoin('guide_programs as p', 'p.program_id', 'a.program_id')
      .select(['a.event_id', 'a.program_id'])
      .where('p.series_id', 'is', null)
      .where('p.genres', 'is not', null)
      .orderBy('a.event_id')
      .executeTakeFirstOrThrow();
    const res = await new Browser(app).get(`/api/guide/more-like-this?eventId=${film.event_id}`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<{ items: Listing[] }>().items;
    expect(items.every((i) => i.programId !== film.program_id)).toBe(true);
  });

  it('answers the miniguide for the callsigns asked, and refuses a backwards window', async () => {
    const b = new Browser(app);
    const { channels } = (await b.get('/api/guide/channels')).json<{
      channels: Array<{ callsign: string }>;
    }>();
    const picked = channels.slice(0, 2).map((c) => c.callsign);
    const start = app.clock.now();
    const res = await b.get(
      `/api/guide/miniguide?start=${start}&end=${start + 2 * HOUR}&callsigns=${picked.join(',')}&isHD=1`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const mini = res.json<{ channels: Array<{ callsign: string; airings: Listing[] }> }>();
    expect(mini.channels.map((c) => c.callsign)).toEqual(picked);
    expect(mini.channels.every((c) => c.airings.length > 0)).toBe(true);
    const backwards = await b.get(
      `/api/guide/miniguide?start=${start}&end=${start - 1}&callsigns=${picked[0]}`,
    );
    expect(backwards.statusCode).toBe(400);
    const bad = await b.get(`/api/guide/miniguide?start=${start}&end=${start + HOUR}&callsigns=a;b`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('user ratings', () => {
  it('needs a session', async () => {
    const b = new Browser(app);
    expect((await b.get('/api/guide/ratings?eventId=1')).statusCode).toBe(401);
    expect((await b.post('/api/guide/ratings', { eventId: 1, rating: 3 })).statusCode).toBe(401);
  });

  it('refuses a missing event id and a rating outside 0-4 with the seed messages', async () => {
    const b = new Browser(app);
    await b.signIn('jsmith');
    const ev = await seriesEventNow();
    const cases: Array<[object, string]> = [
      [{ rating: 3 }, RATING_EVENT_REQUIRED],
      [{ eventId: 'x', rating: 3 }, RATING_EVENT_REQUIRED],
      [{ eventId: ev.event_id, rating: 5 }, RATING_STAR_REQUIRED],
      [{ eventId: ev.event_id, rating: -1 }, RATING_STAR_REQUIRED],
      [{ eventId: ev.event_id, rating: 2.5 }, RATING_STAR_REQUIRED],
      [{ eventId: ev.event_id }, RATING_STAR_REQUIRED],
    ];
    for (const [body, message] of cases) {
      const res = await b.post('/api/guide/ratings', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res.body)).toContain(message);
    }
    const get = await b.get('/api/guide/ratings');
    expect(get.statusCode).toBe(400);
    expect(errorOf(get.body)).toContain(RATING_EVENT_REQUIRED);
  });

  it("keeps each user's own rating, 0 included, and shows it on the program", async () => {
    const ev = await seriesEventNow();
    const john = new Browser(app);
    await john.signIn('jsmith');
    const maria = new Browser(app);
    await maria.signIn('mgarcia');
    expect((await john.post('/api/guide/ratings', { eventId: ev.event_id, rating: 4 })).json()).toEqual({
      eventId: ev.event_id,
      rating: 4,
    });
    await maria.post('/api/guide/ratings', { eventId: ev.event_id, rating: 0 });
    expect((await john.get(`/api/guide/ratings?eventId=${ev.event_id}`)).json()).toEqual({
      eventId: ev.event_id,
      rating: 4,
    });
    expect((await maria.get(`/api/guide/ratings?eventId=${ev.event_id}`)).json()).toEqual({
      eventId: ev.event_id,
      rating: 0,
    });
    await john.post('/api/guide/ratings', { eventId: ev.event_id, rating: 1 });
    const program = (await john.get(`/api/guide/programs/${ev.event_id}`)).json<{
      program: { userRating: number };
    }>();
    expect(program.program.userRating).toBe(1);
    const unknown = await john.post('/api/guide/ratings', { eventId: 999999999, rating: 2 });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('on-demand series airings', () => {
  it('fill the series page linearData from listings with the same series id', async () => {
    const match = await app.db.kysely
      .selectFrom('vod_series as s')
      .innerJoin('guide_programs as p', 'p.series_id', 's.tms_series_id')
      .innerJoin('guide_airings as a', 'a.program_id', 'p.program_id')
      .select(['s.menu_id', 's.tms_series_id'])
      .where('a.end_ms', '>', app.clock.now())
      .orderBy('s.menu_id')
      .executeTakeFirstOrThrow();
    const res = await new Browser(app).get(`/api/vod/series/${match.menu_id}`);
    expect(res.statusCode, res.body).toBe(200);
    const linear = res.json<{ linearData: Array<{ eventId: string; endTime: string; startTime: string }> }>()
      .linearData;
    expect(linear.length).toBeGreaterThan(0);
    expect(linear.length).toBeLessThanOrEqual(5);
    for (const a of linear) {
      expect(Date.parse(a.endTime)).toBeGreaterThan(app.clock.now());
      const row = await app.db.kysely
        .selectFrom('guide_airings as a')
        .innerJoin('guide_programs as p', 'p.program_id', 'a.program_id')
        .select('p.series_id')
        .where('a.event_id', '=', Number(a.eventId))
        .executeTakeFirstOrThrow();
      expect(row.series_id).toBe(match.tms_series_id);
    }
  });
});
