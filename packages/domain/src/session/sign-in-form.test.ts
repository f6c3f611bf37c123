import { describe, expect, it } from 'vitest';
import { checkSignInForm } from './sign-in-form.ts';
import { passwordChangeErrorCode, recoveryErrorCode } from './failure-codes.ts';

describe('checkSignInForm (seed 000 §5)', () => {
  it.each([
    { id: '', password: 'x', kind: 'notValidId' },
    { id: '   ', password: 'secret', kind: 'notValidId' },
    { id: 'jsmith', password: '', kind: 'notValidPassword' },
    { id: ' jsmith ', password: '   ', kind: 'notValidPassword' },
    { id: ' jsmith ', password: ' pw1234 ', kind: 'submit' },
  ])('id "$id", password "$password" -> $kind', ({ id, password, kind }) => {
    expect(checkSignInForm(id, password).kind).toBe(kind);
  });

  it('trims leading and trailing spaces from both fields', () => {
    expect(checkSignInForm('  jsmith ', ' pw 12 ')).toEqual({
      kind: 'submit',
      id: 'jsmith',
      password: 'pw 12',
    });
  });
});

describe('seed 002 §8 recovery and password-change codes', () => {
  it.each([
    [500, 'UNRECOVERABLE_ERROR'],
    [503, 'UNRECOVERABLE_ERROR'],
    [400, 'BAD_REQUEST'],
    [429, 'THROTTLED'],
    [403, 'NOT_AUTHORIZED'],
  ] as const)('recovery %i -> %s', (status, code) => {
    expect(recoveryErrorCode(status)).toBe(code);
  });
  it('a rejected security answer is BAD_ANSWER', () =>
    expect(recoveryErrorCode(400, true)).toBe('BAD_ANSWER'));
  it.each([
    [400, 'BAD_PASS'],
    [401, 'UNAUTHORIZED'],
    [500, 'UNKNOWN_ERROR'],
  ] as const)('password change %i -> %s', (status, code) => {
    expect(passwordChangeErrorCode(status)).toBe(code);
  });
});
