import { describe, expect, it } from 'vitest';
import { LABEL_MAX_LENGTH, checkLabel } from './index.ts';

describe('a name given to a rule, a device or a group', () => {
  it('is at most 32 characters', () => {
    expect(LABEL_MAX_LENGTH).toBe(32);
    expect(checkLabel('name', 'x'.repeat(32))).toEqual([]);
    expect(checkLabel('name', 'x'.repeat(33))).toEqual([
      { path: 'name', code: 'labelTooLong', message: 'A name is at most 32 characters.' },
    ]);
  });

  it('is required: spaces alone are no name', () => {
    expect(checkLabel('group', '   ')).toEqual([
      { path: 'group', code: 'labelRequired', message: 'Please enter a name.' },
    ]);
  });
});
