import { describe, expect, it } from 'vitest';
import { CLOUD_KEEP_DAYS_OPTIONS, KEEP_DAYS_OPTIONS, RECORDING_FILTER_LABELS } from './dvr-constants.ts';
import { DvrMessages } from './dvr-messages.ts';
import {
  isEndOptionEnabled,
  isHdForced,
  keepOptions,
  openRecordDialog,
  showsSeriesOption,
} from './record-dialog.ts';

const localBox = { deviceType: '8640', isCloud: false };
const cloudBox = { deviceType: 'CLOUD', isCloud: true };
const box8300 = { deviceType: '8300', isCloud: false };

describe('the record dialog on opening', () => {
  it('resets keep to 14 and series keep to 0, with the seed defaults for the rest', () => {
    expect(openRecordDialog(localBox, { specialBox: false }, { seriesId: 'SH1' }, 'sd')).toEqual({
      state: 'setup',
      quality: 'sd',
      qualityLocked: false,
      keepDays: 14,
      seriesKeep: 0,
      saveEpisodes: 3,
      filter: 4,
      endPaddingSeconds: 0,
      endOptionEnabled: true,
      seriesOptionShown: true,
      keepOptions: KEEP_DAYS_OPTIONS,
    });
  });

  it.each([
    ['a cloud DVR', cloudBox, false, true],
    ['a special-box customer', localBox, true, true],
    ['a local box of an ordinary customer', localBox, false, false],
  ] as const)('forces HD for %s: %s', (_label, box, specialBox, forced) => {
    expect(isHdForced(box, { specialBox })).toBe(forced);
    expect(openRecordDialog(box, { specialBox }, { seriesId: null }, 'sd').quality).toBe(
      forced ? 'hd' : 'sd',
    );
  });

  it('hides the series option for a program without a series', () => {
    expect(showsSeriesOption({ seriesId: null })).toBe(false);
    expect(showsSeriesOption({ seriesId: '' })).toBe(false);
    expect(showsSeriesOption({ seriesId: 'SH1' })).toBe(true);
  });

  it('disables the end option on device type 8300 only', () => {
    expect(isEndOptionEnabled(box8300)).toBe(false);
    expect(isEndOptionEnabled(localBox)).toBe(true);
  });

  it('offers until space needed on local boxes, not on the cloud DVR', () => {
    expect(keepOptions(localBox)).toEqual([1, 2, 7, 14, 0, -1]);
    expect(keepOptions(cloudBox)).toEqual(CLOUD_KEEP_DAYS_OPTIONS);
    expect(keepOptions(cloudBox)).not.toContain(-1);
  });
});

describe('DVR wording from the seed', () => {
  it('keeps the §8 messages and §3 filter labels word for word', () => {
    expect(DvrMessages).toMatchObject({
      connect: 'Sorry, we could not connect to your DVR. Please try again later.',
      schedule: 'There was an error while scheduling your recording.',
      notAuthorizedCode: 'Not Authorized to Record',
      cancel: 'There was an error while cancelling your recording.',
      genericTitle: 'Sorry, there was an error.',
      cannotCancel: 'We are not able to cancel at this moment. Please try again later',
      cannotDelete: 'We are not able to delete at this moment. Please try again later',
      userInfo: 'Unable to retrieve DVR user information.',
      tryLater: 'Please try again later',
    });
    expect(DvrMessages.notAuthorized).toContain('902');
    expect(RECORDING_FILTER_LABELS).toEqual({
      1: 'All Episodes',
      4: 'New Episodes Only',
      3: 'All at {time}',
      5: 'All at {time} on {weekday}',
    });
  });
});
