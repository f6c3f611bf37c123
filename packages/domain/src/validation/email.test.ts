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
