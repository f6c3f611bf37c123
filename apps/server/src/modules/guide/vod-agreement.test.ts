import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EPISODE_PAGE_AIRINGS_MAX } from '@coax/domain';
import type { GuideProgram, VodTitleAnswer } from '@coax/contract';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';

// Issue 23 item 5: "On Demand and TV data that agree (same episode, same title linked both ways)".
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

/** An upcoming airing of a program that the catalogue has under the same tms id. */
async function airedCatalogueTitle(seriesInd: 0 | 1) {
  return app.db.kysely
    .selectFrom('guide_airings as a')
    .innerJoin('guide_programs as p', 'p.program_id', 'a.program_id')
    .innerJoin('vod_titles as v', 'v.tms_id', 'p.tms_id')
    .select(['a.event_id', 'v.title_id', 'v.tms_id'])
    .where('v.series_ind', '=', seriesInd)
    .where('a.end_ms', '>', app.clock.now())
    .orderBy('a.start_ms')
    .orderBy('a.event_id')
    .executeTakeFirstOrThrow();
}

describe('the guide and the catalogue agree', () => {
  it('airs an on-demand series with the catalogue episodes: same tms id, episode title and number', async () => {
    const rows = await app.db.kysely
      .selectFrom('guide_programs as p')
      .innerJoin('vod_series as s', 's.tms_series_id', 'p.series_id')
      .leftJoin('vod_titles as v', 'v.tms_id', 'p.tms_id')
      .select([
        'p.tms_id',
        'p.title',
        'p.episode_title',
        'p.season_number',
        'p.episode_number',
        'v.title as vod_title',
        'v.episode_title as vod_episode_title',
        'v.season_number as vod_season',
        'v.episode_number as vod_episode',
      ])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r).toMatchObject({
        vod_title: r.title,
        vod_episode_title: r.episode_title,
        vod_season: r.season_number,
        vod_episode: r.episode_number,
      });
    }
  });

  it("answers a movie's own airings on its title page, and its program page links back to it first", async () => {
    const aired = await airedCatalogueTitle(0);
    const b = new Browser(app);
    const res = await b.get(`/api/vod/titles/${aired.title_id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { linearData } = res.json<VodTitleAnswer>();
    expect(linearData.length).toBeGreaterThan(0);
    expect(linearData.length).toBeLessThanOrEqual(EPISODE_PAGE_AIRINGS_MAX);
    expect(linearData[0]?.eventId).toBe(String(aired.event_id));
    const events = await app.db.kysely
      .selectFrom('guide_airings as a')
      .innerJoin('guide_programs as p', 'p.program_id', 'a.program_id')
      .select(['a.event_id', 'p.tms_id'])
      .where(
        'a.event_id',
        'in',
        linearData.map((a) => Number(a.eventId)),
      )
      .execute();
    expect(events.map((e) => e.tms_id)).toEqual(linearData.map(() => aired.tms_id));

    const program = (await b.get(`/api/guide/programs/${aired.event_id}`)).json<{ program: GuideProgram }>()
      .program;
    expect(program.isMovie).toBe(true);
    expect(program.vodIdTitles[0]?.titleId).toBe(aired.title_id);
  });

  it("lists an episode's own on-demand title first on its program page, and its airings on the title page", async () => {
    const aired = await airedCatalogueTitle(1);
    const b = new Browser(app);
    const program = (await b.get(`/api/guide/programs/${aired.event_id}`)).json<{ program: GuideProgram }>()
      .program;
    expect(program.vodIdTitles[0]?.titleId).toBe(aired.title_id);
    const { linearData } = (await b.get(`/api/vod/titles/${aired.title_id}`)).json<VodTitleAnswer>();
    expect(linearData.map((a) => a.eventId)).toContain(String(aired.event_id));
    expect(linearData.every((a) => a.seasonNumber === program.seasonNumber)).toBe(true);
    expect(linearData.every((a) => a.episodeNumber === program.episodeNumber)).toBe(true);
  });

  it('answers no airings for a title the guide does not carry', async () => {
    const unaired = await app.db.kysely
      .selectFrom('vod_titles')
      .select('title_id')
      .where('tms_id', 'not in', (eb) => eb.selectFrom('guide_programs').select('tms_id'))
      .orderBy('title_id')
      .executeTakeFirstOrThrow();
    const res = await new Browser(app).get(`/api/vod/titles/${unaired.title_id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<VodTitleAnswer>().linearData).toEqual([]);
  });
});
