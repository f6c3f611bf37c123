import { describe, expect, it } from 'vitest';
import { eventIdFromPath, linearTargetOf, onDemandPath, recordPath } from './program-address.ts';

describe('linear program addresses', () => {
  it('reads the event id first in /tv/program/* and /tvprogram/*', () => {
    expect(eventIdFromPath('5001/WNET/episode/harbor-lights')).toBe(5001);
    expect(eventIdFromPath('5001/105/true')).toBe(5001);
    expect(eventIdFromPath('abc/WNET')).toBeNull();
    expect(eventIdFromPath('0')).toBeNull();
    expect(eventIdFromPath(undefined)).toBeNull();
  });

  it.each([
    [['tvprogram', '5001', '105', 'true']],
    [['tvprogram', '5001', 'WNET']],
    [['movie', '5001', '105', 'false']],
    [['movie', '5001', 'WNET', '13']],
    [['program', '5001']],
  ])('reads %j as the program of event 5001', (segments) => {
    expect(linearTargetOf(segments)).toEqual({ kind: 'program', eventId: 5001 });
  });

  it('reads the record form with its times, callsign and HD flag', () => {
    expect(linearTargetOf(['tvprograms', 'record', '1000', '2000', 'WNET', 'true'])).toEqual({
      kind: 'record',
      start: 1000,
      end: 2000,
      callsign: 'WNET',
      isHd: true,
    });
    expect(linearTargetOf(['tvprograms', 'record', '2000', '1000', 'WNET', 'true'])).toEqual({
      kind: 'none',
    });
    expect(linearTargetOf(['tvprograms', 'record', 'x', '1000', 'WNET', 'true'])).toEqual({ kind: 'none' });
  });

  it('sends a linear episode named by tms and menu ids to its series, and anything else nowhere', () => {
    expect(linearTargetOf(['program', 'tId:EP0001&mId:SH0007'])).toEqual({
      kind: 'series',
      menuId: 'SH0007',
    });
    expect(linearTargetOf(['program', 'tId:EP0001'])).toEqual({ kind: 'none' });
    expect(linearTargetOf(['tvprogram', 'EV1', 'HBRT'])).toEqual({ kind: 'none' });
  });

  it('builds the record and on-demand links of seed 001 §2', () => {
    expect(recordPath(1, 2, 'WNET', false)).toBe('/tv/asset/#/tvprograms/record/1/2/WNET/false');
    expect(onDemandPath('T100001')).toBe('/tv/asset/#/movie/T100001');
  });
});
