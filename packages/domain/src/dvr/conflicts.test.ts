import { describe, expect, it } from 'vitest';
import { findConflicts } from './conflicts.ts';

const MIN = 60_000;
const t0 = Date.UTC(2026, 10, 20, 20, 0, 0);
const span = (fromMin: number, toMin: number, padSeconds = 0) => ({
  start: t0 + fromMin * MIN,
  end: t0 + toMin * MIN,
  endPaddingSeconds: padSeconds,
});
const local = { isCloud: false, tuners: 2, totalMinutes: 10_000, usedMinutes: 0 };

describe('tuner conflicts on a local box', () => {
  it('lets two recordings share two tuners and refuses a third at the same time, naming the two', () => {
    const booked = [
      { id: 1, ...span(0, 60) },
      { id: 2, ...span(30, 90) },
    ];
    const conflicts = findConflicts(local, booked, [span(45, 75)]);
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({ reason: 'tuners', clashingIds: [1, 2] });
  });

  it('finds no conflict when the busy moments do not meet', () => {
    const booked = [
      { id: 1, ...span(0, 60) },
      { id: 2, ...span(60, 120) },
    ];
    expect(findConflicts(local, booked, [span(30, 90)])).toEqual([]);
  });

  it('counts end padding as busy time', () => {
    const booked = [
      { id: 1, ...span(0, 60, 600) },
      { id: 2, ...span(0, 120) },
    ];
    expect(findConflicts(local, booked, [span(65, 90)])).toHaveLength(1);
    expect(findConflicts(local, booked, [span(70, 90)])).toEqual([]);
  });

  it('counts earlier candidates of the same request as booked (a series over one night)', () => {
    const booked = [{ id: 1, ...span(0, 60) }];
    const conflicts = findConflicts(local, booked, [span(10, 40), span(20, 50)]);
    expect(conflicts.map((c) => c.candidate.start)).toEqual([t0 + 20 * MIN]);
    expect(conflicts[0]?.clashingIds).toEqual([1]);
  });

  it('refuses everything on a box without tuners', () => {
    expect(findConflicts({ ...local, tuners: 0 }, [], [span(0, 30)])).toHaveLength(1);
  });

  it('lets a one-tuner box record one thing at a time', () => {
    const oneTuner = { ...local, tuners: 1 };
    expect(findConflicts(oneTuner, [], [span(0, 30)])).toEqual([]);
    expect(findConflicts(oneTuner, [{ id: 4, ...span(20, 50) }], [span(0, 30)])).toEqual([
      { candidate: span(0, 30), reason: 'tuners', clashingIds: [4] },
    ]);
  });

  it('counts recordings starting at the same moment as the candidate', () => {
    const booked = [
      { id: 1, ...span(0, 30) },
      { id: 2, ...span(0, 60) },
    ];
    expect(findConflicts(local, booked, [span(0, 30)])).toEqual([
      { candidate: span(0, 30), reason: 'tuners', clashingIds: [1, 2] },
    ]);
  });

  it('finds the tuners all busy at a moment after the candidate has started', () => {
    const booked = [
      { id: 1, ...span(10, 60) },
      { id: 2, ...span(20, 60) },
    ];
    expect(findConflicts(local, booked, [span(0, 60)])).toEqual([
      { candidate: span(0, 60), reason: 'tuners', clashingIds: [1, 2] },
    ]);
    const apart = [
      { id: 1, ...span(10, 15) },
      { id: 2, ...span(20, 60) },
    ];
    expect(findConflicts(local, apart, [span(0, 60)])).toEqual([]);
  });

  it('ignores recordings that start when the candidate frees its tuner or later', () => {
    const atEnd = [
      { id: 1, ...span(30, 90) },
      { id: 2, ...span(30, 90) },
    ];
    expect(findConflicts(local, atEnd, [span(0, 30)])).toEqual([]);
    const later = [
      { id: 1, ...span(60, 120) },
      { id: 2, ...span(60, 120) },
    ];
    expect(findConflicts(local, later, [span(0, 30)])).toEqual([]);
    // ten minutes of end padding reach into the recordings starting at 30
    expect(findConflicts(local, atEnd, [span(0, 30, 600)])).toEqual([
      { candidate: span(0, 30, 600), reason: 'tuners', clashingIds: [1, 2] },
    ]);
  });

  it('names the recordings of the first moment every tuner is busy', () => {
    const oneTuner = { ...local, tuners: 1 };
    const booked = [
      { id: 5, ...span(0, 20) },
      { id: 7, ...span(30, 60) },
    ];
    expect(findConflicts(oneTuner, booked, [span(0, 60)])).toEqual([
      { candidate: span(0, 60), reason: 'tuners', clashingIds: [5] },
    ]);
  });

  it('names only booked recordings, never other candidates of the same request', () => {
    const oneTuner = { ...local, tuners: 1 };
    const conflicts = findConflicts(oneTuner, [], [span(0, 10), span(20, 30), span(40, 50), span(45, 55)]);
    expect(conflicts).toEqual([{ candidate: span(45, 55), reason: 'tuners', clashingIds: [] }]);
  });
});

describe('the cloud quota', () => {
  const cloud = { isCloud: true, tuners: 0, totalMinutes: 120, usedMinutes: 60 };
  it('records at any time while the quota lasts, then refuses', () => {
    const conflicts = findConflicts(cloud, [], [span(0, 30), span(0, 30), span(0, 30)]);
    expect(conflicts.map((c) => c.reason)).toEqual(['quota']);
  });

  it('takes the candidates earliest first, whatever the order they come in', () => {
    const roomForOne = { ...cloud, usedMinutes: 90 };
    const conflicts = findConflicts(roomForOne, [], [span(200, 230), span(100, 130), span(0, 30)]);
    expect(conflicts).toEqual([
      { candidate: span(100, 130), reason: 'quota', clashingIds: [] },
      { candidate: span(200, 230), reason: 'quota', clashingIds: [] },
    ]);
  });

  it('counts until-space-needed minutes as room, so a save that fits only by freeing them passes', () => {
    const full = { ...cloud, usedMinutes: 120 };
    expect(findConflicts(full, [], [span(0, 30)]).map((c) => c.reason)).toEqual(['quota']);
    expect(findConflicts({ ...full, freeableMinutes: 30 }, [], [span(0, 30)])).toEqual([]);
    expect(findConflicts({ ...full, freeableMinutes: 29 }, [], [span(0, 30)])).toHaveLength(1);
  });
});

describe('the disk of a local box', () => {
  const small = { ...local, totalMinutes: 100, usedMinutes: 60 };
  it('refuses a recording that does not fit on the disk, with reason quota', () => {
    const conflicts = findConflicts(small, [], [span(0, 30), span(100, 130)]);
    expect(conflicts.map((c) => [c.candidate.start, c.reason])).toEqual([[t0 + 100 * MIN, 'quota']]);
  });

  it('fits it once until-space-needed programs may be given up', () => {
    expect(findConflicts({ ...small, freeableMinutes: 20 }, [], [span(0, 30), span(100, 130)])).toEqual([]);
  });

  it('names the tuner clash first when both tuners and disk would fail', () => {
    const booked = [
      { id: 1, ...span(0, 60) },
      { id: 2, ...span(0, 60) },
    ];
    expect(findConflicts({ ...small, usedMinutes: 100 }, booked, [span(10, 40)])[0]?.reason).toBe('tuners');
  });
});
