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
  movedFrom: null,
  today: '2026-09-01',
};

/** The new account of that move, the primary already on it; `left` ids stay on the old account. */
const newAccount = (left: number, today = '2026-09-21', disconnectDate: string | null = '2026-09-01') => ({
  active: true,
  disconnectDate: null,
  movedTo: null,
  movedFrom: { disconnectDate, idsLeft: left },
  today,
});

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
    ['the new account of a move: all its ids came over', newAccount(0), false, null, 'already-moved'],
    ['the new account, one id left behind: it may follow, 70 days left', newAccount(1), false, 70, null],
    ['the new account, two left, on the 90th day', newAccount(2, '2026-11-30'), false, 0, null],
    ['the new account, ids left, on the 91st day', newAccount(1, '2026-12-01'), false, -1, 'window-closed'],
    [
      'the new account, ids left, window closed and none left: nothing to move',
      newAccount(0, '2026-12-01'),
      false,
      null,
      'already-moved',
    ],
    [
      'the new account, ids left, the old account without a date',
      newAccount(1, '2026-09-21', null),
      false,
      null,
      'window-closed',
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
  followUp: false,
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

/** After the first move: the primary (and maybe others) on the new account, `teen` left behind. */
const followUp: IdMoveFacts = {
  chosen: ['teen'],
  secondaries: ['teen'],
  newAccountIds: 2,
  newAccountHasPrimary: true,
  followUp: true,
  limit: OPTIMUM_ID_LIMIT,
};

describe('ids left behind follow the primary (the primary already moved)', () => {
  it.each<[string, Partial<IdMoveFacts>, string | null]>([
    ['the left id follows; the primary there is no obstacle', {}, null],
    ['an empty choice is refused: there is no primary to move', { chosen: [] }, 'none-chosen'],
    [
      'the left id up to the limit, the primary not counted again',
      { newAccountIds: OPTIMUM_ID_LIMIT - 1 },
      null,
    ],
    ['one over the limit', { newAccountIds: OPTIMUM_ID_LIMIT }, 'over-limit'],
    ['an id that already moved', { chosen: ['kid'] }, 'unknown-id'],
    ['an id of another account', { chosen: ['stranger'] }, 'unknown-id'],
  ])('%s', (_, patch, refusal) => {
    expect(idMoveRefusal({ ...followUp, ...patch })).toBe(refusal);
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
  it('asks for a choice when none was made', () => {
    expect(IdTransferMessages['none-chosen']).toBe(
      'Choose at least one user id to transfer from your previous account.',
    );
  });
});
