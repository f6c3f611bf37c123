import { describe, expect, it } from 'vitest';
import { userIdMessages, validateUserId } from './user-id.ts';

const optimum = userIdMessages('Optimum');

describe('userIdMessages (seed 000 §5 style)', () => {
  it.each([
    ['tooShort', 'Optimum ID is too short'],
    ['tooLong', 'Optimum ID is too long'],
    ['beginChars', "Optimum ID cannot begin or end with '.', '-' or '_'"],
    ['notAvailable', 'Optimum ID is not available'],
    ['success', 'Optimum ID is available'],
    ['hint', "Optimum ID must be 4-14 characters: letters, numbers, '.', '-' or '_'"],
  ] as const)('%s -> %s', (key, text) => {
    expect(optimum[key]).toBe(text);
  });

  it('names whichever brand configuration supplies', () => {
    expect(userIdMessages('Coax').tooShort).toBe('Coax ID is too short');
  });
});

describe('validateUserId (seed 000 §5)', () => {
  it.each([
    { id: '', code: 'tooShort' },
    { id: 'abc', code: 'tooShort' },
    { id: 'abcd', code: undefined },
    { id: 'abcdefghijklmn', code: undefined },
    { id: 'abcdefghijklmno', code: 'tooLong' },
    { id: 'j.smith-2_b', code: undefined },
    { id: 'JSmith77', code: undefined },
    { id: 'j smith', code: 'invalidChars' },
    { id: 'j@smith', code: 'invalidChars' },
    { id: 'jösmith', code: 'invalidChars' },
    { id: '.jsmith', code: 'beginChars' },
    { id: '-jsmith', code: 'beginChars' },
    { id: '_jsmith', code: 'beginChars' },
    { id: 'jsmith.', code: 'beginChars' },
    { id: 'jsmith_', code: 'beginChars' },
    { id: 'j..smith', code: 'repeatedSeparators' },
    { id: 'j._smith', code: 'repeatedSeparators' },
    { id: 'j-_smith', code: 'repeatedSeparators' },
    // Character problems are reported before length.
    { id: 'a.', code: 'beginChars' },
    { id: 'a$', code: 'invalidChars' },
  ])('"$id" -> $code', ({ id, code }) => {
    const result = validateUserId(id, optimum);
    expect(result.ok ? undefined : result.code).toBe(code);
  });

  it('answers with the configured message for the code', () => {
    expect(validateUserId('ab', optimum)).toEqual({
      ok: false,
      code: 'tooShort',
      message: 'Optimum ID is too short',
    });
  });
});
