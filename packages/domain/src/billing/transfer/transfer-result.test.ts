import { describe, expect, it } from 'vitest';
import {
  ANCILLARY_CODES,
  transferCodes,
  transferResponseType,
  transferResultMessages,
  transferResultVariant,
  type TransferFacts,
} from './transfer-result.ts';

const facts = (over: Partial<TransferFacts> = {}): TransferFacts => ({
  methodsMoved: 2,
  autopay: 'moved',
  currentMonth: 'scheduled',
  preferences: 'updated',
  movedCap: false,
  ...over,
});

describe('response types (seed 002 §4)', () => {
  it.each([
    ['00000', 'success'],
    ['000017', 'failure'],
    ['000001', 'partial'],
    ['123', 'partial'],
  ])('%s is %s', (code, type) => {
    expect(transferResponseType(code)).toBe(type);
  });
});

describe('the ancillary code of what the transfer managed', () => {
  it.each([
    ['methods, autopay, this month and the preferences', facts(), '00000', 'MTSAPSRCSPCS'],
    [
      'methods, autopay and this month, no preferences asked',
      facts({ preferences: 'notRequested' }),
      '00000',
      'MTSAPSRCS',
    ],
    [
      'autopay with nothing owed this month',
      facts({ currentMonth: 'notDue', preferences: 'notRequested' }),
      '00000',
      'MTSAPSRCS',
    ],
    [
      'methods only',
      facts({ autopay: 'notRequested', currentMonth: 'none', preferences: 'notRequested' }),
      '00000',
      'MTS',
    ],
    [
      'methods, but autopay unusable on the new account',
      facts({ autopay: 'failed', currentMonth: 'none' }),
      '000001',
      'MTSAPF',
    ],
    [
      "autopay, but this month's day has passed",
      facts({ currentMonth: 'notScheduled' }),
      '000001',
      'MTSAPSRCF',
    ],
    ['everything but the preferences', facts({ preferences: 'notUpdated' }), '000001', 'MTSAPSRCSPCF'],
    [
      'methods only, preferences not updated',
      facts({ autopay: 'notRequested', currentMonth: 'none', preferences: 'notUpdated' }),
      '000001',
      'MTS',
    ],
  ] as const)('%s', (_name, f, statusCode, ancillary) => {
    expect(transferCodes(f)).toEqual({ statusCode, ancillaryStatusCode: ancillary });
  });

  it('is a failure when nothing moved', () => {
    expect(transferCodes(facts({ methodsMoved: 0, autopay: 'failed', currentMonth: 'none' }))).toEqual({
      statusCode: '000017',
      ancillaryStatusCode: null,
    });
  });

  it('covers every seed code', () => {
    const seen = new Set(
      [
        facts(),
        facts({ preferences: 'notRequested' }),
        facts({ autopay: 'notRequested' }),
        facts({ autopay: 'failed' }),
        facts({ currentMonth: 'notScheduled' }),
        facts({ preferences: 'notUpdated' }),
      ].map((f) => transferCodes(f).ancillaryStatusCode),
    );
    expect([...seen].sort()).toEqual([...ANCILLARY_CODES].sort());
  });
});

describe('result types by ancillary code (seed 002 §4)', () => {
  it.each([
    ['00000', 'MTSAPSRCSPCS', 'success'],
    ['00000', 'MTSAPSRCS', 'success'],
    ['00000', 'MTS', 'success'],
    ['000001', 'MTSAPF', 'autopayFailed'],
    ['000001', 'MTSAPSRCF', 'currentMonthNotScheduled'],
    ['000001', 'MTSAPSRCSPCF', 'preferencesNotUpdated'],
    ['000001', 'MTS', 'preferencesNotUpdated'],
    ['000017', 'MTS', 'failure'],
    ['000017', null, 'failure'],
    ['00000', 'SOMETHING', 'success'],
    ['000002', null, 'failure'],
  ] as const)('%s with %s shows %s', (statusCode, ancillaryStatusCode, variant) => {
    expect(transferResultVariant({ statusCode, ancillaryStatusCode })).toBe(variant);
  });
});

describe('the messages sent with the codes (seed 002 §8 Move-transfer)', () => {
  const account = '7812-450068-07';

  it('titles a success with the new account', () => {
    const f = facts();
    expect(transferResultMessages(f, transferCodes(f), account)).toEqual({
      mainmsg: 'Your payment info and settings have been transferred to your new account (7812-450068-07).',
      additionalInfo: null,
    });
  });

  it('adds the max payment notice when the moved autopay had a cap', () => {
    const f = facts({ movedCap: true });
    expect(transferResultMessages(f, transferCodes(f), account).additionalInfo).toBe(
      'You had a max payment amount set on your previous account. Please review your new estimated monthly charges and make any necessary changes.',
    );
  });

  it('says what did not move, word for word', () => {
    const apf = facts({ autopay: 'failed', movedCap: true });
    expect(transferResultMessages(apf, transferCodes(apf), account)).toEqual({
      mainmsg:
        'Sorry, your automatic payment settings could not be transferred, but we were able to successfully transfer your saved payment methods.',
      additionalInfo:
        "Sorry, we weren't able to transfer your automatic payment settings, but you can enroll anytime...",
    });
    const srcf = facts({ currentMonth: 'notScheduled' });
    expect(transferResultMessages(srcf, transferCodes(srcf), account).mainmsg).toBe(
      "Your automatic payment settings have been enabled. Due to some technical difficulties payment for the current month couldn't be scheduled, please make a onetime payment for current month's bill.",
    );
    const none = facts({ methodsMoved: 0, autopay: 'failed' });
    expect(transferResultMessages(none, transferCodes(none), account).mainmsg).toBe(
      "Sorry, we couldn't transfer your payment settings to your new account (7812-450068-07). Nothing was changed.",
    );
  });
});
