import { describe, expect, it } from 'vitest';
import { isValidEmail, validateAlternateEmail, type AlternateEmailContext } from './email.ts';

describe('isValidEmail (standard address pattern)', () => {
  it.each([
    ['jsmith@example.com', true],
    ['j.smith+bills@mail.example.co.uk', true],
    ["o'brien@example.org", true],
    ['  jsmith@example.com ', true],
    ['jsmith@localhost', false],
    ['jsmith', false],
    ['jsmith@', false],
    ['@example.com', false],
    ['j smith@example.com', false],
    ['jsmith@exa_mple.com', false],
    ['jsmith@-example.com', false],
    ['jsmith@example..com', false],
    ['jsmith@@example.com', false],
  ])('"%s" -> %s', (value, valid) => {
    expect(isValidEmail(value)).toBe(valid);
  });
});

describe('validateAlternateEmail (seed 000 §5)', () => {
  const context: AlternateEmailContext = {
    mainEmail: 'JSmith@optonline.net',
    typedId: 'newkid',
    providerDomains: ['optonline.net', '@optimum.net'],
  };

  it.each([
    { value: 'jsmith@gmail.com', code: undefined },
    { value: 'not-an-address', code: 'invalid' },
    // Differs from the main e-mail case-insensitively.
    { value: 'jsmith@optonline.net', code: 'sameAsMain' },
    { value: 'JSMITH@OPTONLINE.NET', code: 'sameAsMain' },
    // The typed id at either provider domain.
    { value: 'newkid@optonline.net', code: 'providerAddressOfId' },
    { value: 'NewKid@Optimum.net', code: 'providerAddressOfId' },
    // The same id elsewhere, or another id at the provider, is fine.
    { value: 'newkid@gmail.com', code: undefined },
    { value: 'otherkid@optimum.net', code: undefined },
  ])('"$value" -> $code', ({ value, code }) => {
    const result = validateAlternateEmail(value, context);
    expect(result.ok ? undefined : result.code).toBe(code);
  });

  it('skips the comparisons it has nothing to compare with', () => {
    expect(
      validateAlternateEmail('newkid@optonline.net', { providerDomains: ['optonline.net', 'optimum.net'] })
        .ok,
    ).toBe(true);
    expect(
      validateAlternateEmail('x@optonline.net', {
        mainEmail: '',
        typedId: '',
        providerDomains: ['optonline.net', 'optimum.net'],
      }).ok,
    ).toBe(true);
  });
});

describe('validateAlternateEmail: trimming, case, and the words of each error', () => {
  const providerDomains = ['optonline.net', 'optimum.net'] as const;

  it('gives each error its code and message', () => {
    expect(validateAlternateEmail('x', { providerDomains })).toStrictEqual({
      ok: false,
      code: 'invalid',
      message: 'Please enter a valid e-mail address.',
    });
    expect(validateAlternateEmail('a@b.com', { mainEmail: 'a@b.com', providerDomains })).toStrictEqual({
      ok: false,
      code: 'sameAsMain',
      message: 'Your alternate e-mail address must be different from your main e-mail address.',
    });
    expect(validateAlternateEmail('kid@optimum.net', { typedId: 'kid', providerDomains })).toStrictEqual({
      ok: false,
      code: 'providerAddressOfId',
      message: 'Your alternate e-mail address cannot be the e-mail address of the ID you are creating.',
    });
    expect(validateAlternateEmail('a@b.com', { providerDomains })).toStrictEqual({ ok: true });
  });

  it('may not equal the main address once both are trimmed and lower-cased', () => {
    const same = (value: string, mainEmail: string) =>
      validateAlternateEmail(value, { mainEmail, providerDomains });
    expect(same('  jsmith@gmail.com  ', 'jsmith@gmail.com')).toMatchObject({ code: 'sameAsMain' });
    expect(same('jsmith@gmail.com', '  JSmith@Gmail.com  ')).toMatchObject({ code: 'sameAsMain' });
    expect(same('JSmith@Gmail.com', 'jsmith@gmail.com')).toMatchObject({ code: 'sameAsMain' });
    expect(same('jsmith@gmail.com', 'jsmith@gmail.co')).toStrictEqual({ ok: true });
  });

  it('compares with the typed id trimmed and lower-cased, at each configured domain as written', () => {
    const own = (value: string, typedId: string, domains: readonly [string, string]) =>
      validateAlternateEmail(value, { typedId, providerDomains: domains });
    expect(own('newkid@optimum.net', '  NewKid ', providerDomains)).toMatchObject({
      code: 'providerAddressOfId',
    });
    expect(own('newkid@optimum.net', 'newkid', [' OPTONLINE.NET ', ' @Optimum.Net '])).toMatchObject({
      code: 'providerAddressOfId',
    });
    // Only one leading '@' is dropped from a configured domain.
    expect(own('newkid@optimum.net', 'newkid', ['optonline.net', 'opt@imum.net'])).toStrictEqual({
      ok: true,
    });
    expect(own('newkid@optimum.net', 'newkid', ['optonline.net', 'optimum.net@'])).toStrictEqual({
      ok: true,
    });
  });

  it('does not take a missing id for the word "undefined"', () =>
    expect(validateAlternateEmail('undefined@optonline.net', { providerDomains })).toStrictEqual({
      ok: true,
    }));
});

describe('isValidEmail: the parts of an address', () => {
  it.each([
    ['a@b.co', true],
    ["!#$%&'*+/=?^_`{|}~-@example.com", true],
    ['jsmith@a-b.example.com', true],
    [`jsmith@${'a'.repeat(63)}.com`, true],
    [`jsmith@${'a'.repeat(64)}.com`, false],
    ['jsmith@example-.com', false],
    ['jsmith@example.com.', false],
    ['jsmith@.example.com', false],
    ['<jsmith@example.com', false],
    ['jsmith@example.com>', false],
    ['jsmith@exam ple.com', false],
  ])('"%s" -> %s', (value, valid) => expect(isValidEmail(value)).toBe(valid));
});
