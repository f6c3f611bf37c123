import { describe, expect, it } from 'vitest';
import { MAX_AIRING_MS } from '@coax/domain';
import { DAY } from '../../../platform/clock.ts';
import { generateListings } from './generate.ts';

const NOW = Date.UTC(2026, 10, 20, 15, 0, 0);

describe('the listings generator', () => {
  it('gives the same listings for the same day and size', () => {
    const a = generateListings(NOW, 30, 2);
    const b = generateListings(NOW, 30, 2);
    expect(b.airings).toEqual(a.airings);
    expect(b.programs.map((p) => p.title)).toEqual(a.programs.map((p) => p.title));
  });

  it('fills every channel from the start of the day to the end of the last day without gaps', () => {
    const l = generateListings(NOW, 40, 3);
    expect(l.from).toBe(Date.UTC(2026, 10, 20));
    expect(l.until).toBe(l.from + 3 * DAY);
    const ids = new Set<number>();
    for (const ch of l.channels) {
      const mine = l.airings.filter((a) => a.channelId === ch.channelId);
      expect(mine[0]?.start).toBe(l.from);
      expect(mine.at(-1)?.end).toBe(l.until);
      for (let i = 1; i < mine.length; i++) expect(mine[i]?.start).toBe(mine[i - 1]?.end);
      for (const a of mine) {
        expect(a.end - a.start).toBeLessThanOrEqual(MAX_AIRING_MS);
        ids.add(a.eventId);
      }
    }
    expect(ids.size).toBe(l.airings.length);
    expect(new Set(l.channels.map((c) => c.callsign)).size).toBe(l.channels.length);
  });

  it('carries the series it is given, and some channels only an add-on package has', () => {
    const l = generateListings(NOW, 40, 1, {
      series: [{ tmsSeriesId: 'SH00000042', title: 'Known Show', genre: 'Drama' }],
    });
    const known = l.programs.filter((p) => p.seriesId === 'SH00000042');
    expect(known.length).toBeGreaterThan(0);
    expect(known.every((p) => p.title === 'Known Show')).toBe(true);
    expect(l.airings.some((a) => known.some((p) => p.programId === a.programId))).toBe(true);
    expect(l.channels.some((c) => c.addOn)).toBe(true);
    expect(l.channels.some((c) => c.isHd)).toBe(true);
  });

  it("airs a known series' catalogue episodes and the catalogue's movies as the catalogue has them", () => {
    const episodes = [1, 2, 3].map((n) => ({
      tmsId: `EP0000420${n}0${n}`,
      episodeTitle: `Chapter ${n}`,
      seasonNumber: 2,
      episodeNumber: n,
      description: `Episode ${n}.`,
    }));
    const movie = {
      tmsId: 'MV00000007',
      title: 'Known Movie',
      description: 'A known movie.',
      releaseYear: 2001,
      genres: ['Drama', 'Crime', 'Western'],
      actors: ['Ana Uno'],
      directors: ['Bo Dos'],
      rating: 'R' as const,
      durationMinutes: 97,
    };
    const l = generateListings(NOW, 40, 1, {
      series: [{ tmsSeriesId: 'SH00000042', title: 'Known Show', genre: 'Drama', episodes }],
      movies: [movie],
    });
    const known = l.programs.filter((p) => p.seriesId === 'SH00000042');
    expect(
      known.map((p) => [p.tmsId, p.episodeTitle, p.seasonNumber, p.episodeNumber, p.description]),
    ).toEqual(episodes.map((e) => [e.tmsId, e.episodeTitle, 2, e.episodeNumber, e.description]));
    const aired = l.programs.filter((p) => p.tmsId === movie.tmsId);
    expect(aired).toHaveLength(1);
    expect(aired[0]).toMatchObject({
      title: 'Known Movie',
      releaseYear: 2001,
      tvRatingCode: 10,
      criticRating: 'R',
      genres: ['Drama', 'Crime'],
      actors: ['Ana Uno'],
      directors: ['Bo Dos'],
      durationMinutes: 120,
      seriesId: null,
    });
  });
});
