import { describe, expect, it } from 'vitest';
import { MULTI_REMOVE_MAX_ITEMS } from '../constants.ts';
import { checkBulkRemove } from './bulk-remove.ts';

const refusal = {
  ok: false,
  code: 'tooManySelected',
  message:
    'You have selected more than ten items to delete. You can only delete ten items at one time. Please change your selection.',
};

describe('checkBulkRemove (seed 000 §5: more than 10 refused)', () => {
  it.each([
    { count: 1, expected: { ok: true } },
    { count: 9, expected: { ok: true } },
    { count: 10, expected: { ok: true } },
    { count: 11, expected: refusal },
    { count: 50, expected: refusal },
  ])('$count selected', ({ count, expected }) => {
    expect(checkBulkRemove(count)).toEqual(expected);
  });

  it('matches the "ten" of the message', () => expect(MULTI_REMOVE_MAX_ITEMS).toBe(10));
});
