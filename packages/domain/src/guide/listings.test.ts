import { describe, expect, it } from 'vitest';
import { isMovieProgram } from '../vod/title-rules.ts';
import { parseHubId, resolveLineup } from './lineup.ts';
import {
  EVENT_ID_PARAM_REQUIRED,
  MAX_AIRING_MS,
  NO_PROGRAMS_FOUND,
  PROGRAM_LOAD_FAILED,
  RATING_EVENT_REQUIRED,
  RATING_STAR_REQUIRED,
  SCHEDULE_UNAVAILABLE,
} from './listings-constants.ts';
import {
  isNewAiring,
  normalizeQualities,
  programPath,
  qualitiesFromText,
  titleSlug,
} from './program-rules.ts';

describe('line-up choice', () => {
  it.each([
    ['105', 105],
    [' 42 ', 42],
    [7, 7],
    ['', null],
    ['10a', null],
    ['-1', null],
    [null, null],
    [1.5, null],
    [0, 0],
    [-1, null],
    // a repeated query parameter arrives as a list, which is no hub id even when it holds one
    [['105'], null],
  ])('reads the hub id %j as %j', (input, expected) => {
    expect(parseHubId(input)).toBe(expected);
  });

  it('falls back to hub 105 in HD when the line-up is unknown', () => {
    expect(resolveLineup(null)).toEqual({ hubId: 105, lineupId: null, isHd: true });
    expect(resolveLineup({ hubId: null, lineupId: null, hdHubId: '', hdLineupId: null })).toEqual({
      hubId: 105,
      lineupId: null,
      isHd: true,
    });
  });

  it('prefers the HD hub and uses the SD hub in SD otherwise', () => {
    expect(resolveLineup({ hubId: '105', lineupId: '1', hdHubId: '110', hdLineupId: '101' })).toEqual({
      hubId: 110,
      lineupId: 101,
      isHd: true,
    });
    expect(resolveLineup({ hubId: '105', lineupId: '1', hdHubId: null, hdLineupId: null })).toEqual({
      hubId: 105,
      lineupId: 1,
      isHd: false,
    });
  });
});

describe('qualities and new airings', () => {
  it('keeps the seed qualities once each in the seed order', () => {
    expect(normalizeQualities(['New', 'CC', 'HDTV', 'CC', 'Bogus'])).toEqual(['HDTV', 'CC', 'New']);
    expect(qualitiesFromText('Stereo,DD 5.1,SAP')).toEqual(['Stereo', 'DD 5.1', 'SAP']);
    expect(qualitiesFromText(null)).toEqual([]);
  });

  it('calls an airing new when marked New or BN, never when a rerun', () => {
    expect(isNewAiring(['New'])).toBe(true);
    expect(isNewAiring(['BN', 'CC'])).toBe(true);
    expect(isNewAiring(['New', 'Rerun'])).toBe(false);
    expect(isNewAiring(['CC'])).toBe(false);
  });

  it('detects movies by program type as the seed says', () => {
    expect(isMovieProgram('FEATURE FILM')).toBe(true);
    expect(isMovieProgram('TV_MOVIE')).toBe(true);
    expect(isMovieProgram('SERIES')).toBe(false);
    expect(isMovieProgram('SPORTS EVENT')).toBe(false);
  });
});

describe('user rating messages', () => {
  it('uses the seed wording', () => {
    expect(RATING_EVENT_REQUIRED).toBe('eventId is required');
    expect(RATING_STAR_REQUIRED).toBe('starRating (0 <= starRating <= 4) is required');
  });

  it('asks for the event id of event details in the seed wording', () => {
    expect(EVENT_ID_PARAM_REQUIRED).toBe('eventId parameter is required');
  });
});

describe('linear messages (seed 001 §8)', () => {
  it('uses the seed wording', () => {
    expect(SCHEDULE_UNAVAILABLE).toBe('Sorry, Schedule Unavailable');
    expect(PROGRAM_LOAD_FAILED).toBe('Unable to load program data');
    expect(NO_PROGRAMS_FOUND).toBe('No programs found');
  });
});

describe('the longest airing', () => {
  it('is 8 hours: 28,800,000 ms', () => {
    expect(MAX_AIRING_MS).toBe(28_800_000);
  });
});

describe('program links and windows', () => {
  it('makes the /tv/program path with a slug', () => {
    expect(titleSlug('Señor Chef: ¡Live!')).toBe('senor-chef-live');
    expect(titleSlug('!!!')).toBe('program');
    expect(programPath(10012, 'PRSMHD', false, 'The Harbor Files')).toBe(
      '/tv/program/10012/PRSMHD/episode/the-harbor-files',
    );
    expect(programPath(7, 'BLVD', true, 'Return to Rome')).toBe('/tv/program/7/BLVD/movie/return-to-rome');
  });
});
