import { describe, expect, it } from 'vitest';
import {
  IdTransferMessages,
  OPTIMUM_ID_LIMIT,
  discoCheck,
  idMoveRefusal,
  idTransferSuccessMessage,
  type DiscoFacts,
  type IdMoveFacts,
} from './index.ts';

const moved: DiscoFacts = {
  active: false,
  disconnectDate: '2026-09-01',
  movedTo: '781245006807',
  isNewAccountOfMove: false,
  today: '2026-09-01',
};

describe('disco-check (seed 002 §7; the past account stays available 90 days, §4 and §9)', () => {
  it.each<[string, Partial<DiscoFacts>, boolean, number | null, string | null]>([
    ['on the disconnect date 90 days remain', {}, true, 90, null],
    ['20 days after it 70 remain', { today: '2026-09-21' }, true, 70, null],
    ['on the 90th day the last day remains', { today: '2026-11-30' }, true, 0, null],
    ['on the 91st day the window has closed', { today: '2026-12-01' }, true, -1, 'window-closed'],
    [
      'an active account is not disconnected',
      { active: true, movedTo: null },
      false,
      null,
      'not-disconnected',
    ],
    [
      'the new account of a move: its ids came over',
      { active: true, movedTo: null, isNewAccountOfMove: true },
      false,
      null,
      'already-moved',
    ],
    ['disconnected without a move: nowhere to go', { movedTo: null }, true, null, 'not-disconnected'],
    [
      'disconnected without a date: the window cannot be read',
      { disconnectDate: null },
      true,
      null,
      'window-closed',
    ],
  ])('%s', (_, patch, disconnected, daysLeft, refusal) => {
    expect(discoCheck({ ...moved, ...patch })).toEqual({ disconnected, daysLeft, refusal });
  });
});

const facts: IdMoveFacts = {
  chosen: ['kid'],
  secondaries: ['kid', 'teen'],
  newAccountIds: 0,
  newAccountHasPrimary: false,
  limit: OPTIMUM_ID_LIMIT,
};

describe('which ids may move (within optimumIdLimit, seed 002 §3 and §9)', () => {
  it.each<[string, Partial<IdMoveFacts>, string | null]>([
    ['the primary with one secondary', {}, null],
    ['the primary alone', { chosen: [] }, null],
    [
      'a secondary named twice counts once',
      { chosen: ['kid', 'kid'], newAccountIds: OPTIMUM_ID_LIMIT - 2 },
      null,
    ],
    ['exactly up to the limit', { chosen: ['kid', 'teen'], newAccountIds: OPTIMUM_ID_LIMIT - 3 }, null],
    ['one over the limit', { chosen: ['kid', 'teen'], newAccountIds: OPTIMUM_ID_LIMIT - 2 }, 'over-limit'],
    [
      'a new account already full takes not even the primary',
      { chosen: [], newAccountIds: OPTIMUM_ID_LIMIT },
      'over-limit',
    ],
    ['an id not on the old account', { chosen: ['stranger'] }, 'unknown-id'],
    ['the primary named as a secondary', { chosen: ['boss'] }, 'unknown-id'],
    [
      'a new account with a primary of its own',
      { newAccountIds: 1, newAccountHasPrimary: true },
      'primary-taken',
    ],
    ['a smaller limit', { chosen: ['kid', 'teen'], limit: 2 }, 'over-limit'],
  ])('%s', (_, patch, refusal) => {
    expect(idMoveRefusal({ ...facts, ...patch })).toBe(refusal);
  });
});

describe('messages', () => {
  it('names the new account on success, as the move-transfer title does (seed 002 §8)', () => {
    expect(idTransferSuccessMessage('78124-500680-7')).toBe(
      'Your user ids have been transferred to your new account (78124-500680-7).',
    );
  });
  it('never shows the limit', () => {
    expect(IdTransferMessages['over-limit']).not.toMatch(/\d/);
    expect(IdTransferMessages['window-closed']).toContain('90 days');
  });
});
