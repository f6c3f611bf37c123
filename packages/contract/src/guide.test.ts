import { describe, expect, it } from 'vitest';
import { EVENT_ID_PARAM_REQUIRED, RATING_EVENT_REQUIRED, RATING_STAR_REQUIRED } from '@coax/domain';
import { guideListing, guideRatingBody, guideRatingQuery, guideRoutes } from './guide.ts';

describe('the user rating contract (seed 001 §5, §8)', () => {
  it.each([
    [{ rating: 3 }, RATING_EVENT_REQUIRED],
    [{ eventId: 'abc', rating: 3 }, RATING_EVENT_REQUIRED],
    [{ eventId: 0, rating: 3 }, RATING_EVENT_REQUIRED],
    [{ eventId: 1.5, rating: 3 }, RATING_EVENT_REQUIRED],
    [{ eventId: 2_147_483_648, rating: 3 }, RATING_EVENT_REQUIRED],
    [{ eventId: 12, rating: 5 }, RATING_STAR_REQUIRED],
    [{ eventId: 12, rating: -1 }, RATING_STAR_REQUIRED],
    [{ eventId: 12, rating: 2.5 }, RATING_STAR_REQUIRED],
    [{ eventId: 12, rating: '3' }, RATING_STAR_REQUIRED],
    [{ eventId: 12 }, RATING_STAR_REQUIRED],
  ])('refuses the rating %j with the seed message', (body, message) => {
    const result = guideRatingBody.safeParse(body);
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('puts the event id first when both are wrong, as the seed orders its codes', () => {
    const result = guideRatingBody.safeParse({ eventId: 0, rating: 9 });
    expect(result.error?.issues[0]?.message).toBe(RATING_EVENT_REQUIRED);
  });

  it('takes 0 to 4 stars', () => {
    expect(guideRatingBody.parse({ eventId: 12, rating: 0 })).toEqual({ eventId: 12, rating: 0 });
    expect(guideRatingBody.parse({ eventId: 12, rating: 4 })).toEqual({ eventId: 12, rating: 4 });
  });

  it.each([[{}], [{ eventId: '' }], [{ eventId: '-12' }], [{ eventId: '0' }], [{ eventId: '2147483648' }]])(
    'refuses the query %j with the seed message',
    (query) => {
      expect(guideRatingQuery.safeParse(query).error?.issues[0]?.message).toBe(RATING_EVENT_REQUIRED);
    },
  );

  it('reads a numeric event id from the query', () => {
    expect(guideRatingQuery.parse({ eventId: '12' })).toEqual({ eventId: 12 });
  });
});

describe('the guide listing', () => {
  it('answers with the same fields, in the same order, as before it shared the airing fields', () => {
    expect(Object.keys(guideListing.shape)).toEqual([
      'eventId',
      'programId',
      'title',
      'episodeTitle',
      'start',
      'end',
      'callsign',
      'channelNumber',
      'isHd',
      'isMovie',
      'imageName',
    ]);
  });
});

describe('event details without a usable event id (seed 001 §8)', () => {
  it.each([{}, { eventId: '' }, { eventId: 'abc' }, { eventId: '0' }, { eventId: '2147483648' }])(
    'refuses %j with "eventId parameter is required"',
    (params) => {
      const result = guideRoutes.guideProgram.params.safeParse(params);
      expect(result.error?.issues.map((i) => i.message)).toEqual([EVENT_ID_PARAM_REQUIRED]);
    },
  );

  it('takes a positive whole number', () =>
    expect(guideRoutes.guideProgram.params.parse({ eventId: '42' })).toEqual({ eventId: 42 }));
});
