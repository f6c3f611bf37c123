import { describe, expect, it } from 'vitest';
import {
  EMPTY_ADDRESS,
  NO_STATE,
  STATE_OPTIONS,
  US_STATES,
  canSave,
  checkAddress,
  checkExpiry,
  checkNameOnAccount,
  checkNickname,
  expiryYears,
  validateAddBankAccount,
  validateAddCard,
  validateEditMethod,
  type AddCardInput,
  type EditMethodInput,
} from './payment-method-form.ts';

const today = { year: 2026, month: 11 };
const address = { addrLine1: '12 Elm St', addrLine2: '', city: 'Hicksville', state: 'NY', zip: '11801' };

const card = (over: Partial<AddCardInput> = {}): AddCardInput => ({
  nameOnAccount: 'John Smith',
  cardNumber: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2027,
  nickname: 'Visa 4242',
  useDifferentAddress: false,
  address: EMPTY_ADDRESS,
  ...over,
});

describe('name on account', () => {
  it.each([
    ['John Smith', null],
    ['María García', null],
    ["O'Brien-Núñez Jr.", null],
    ['Acme Hardware LLC', null],
    ['Smith & Sons 2', null],
    ['', 'Please enter your full name'],
    ['   ', 'Please enter your full name'],
    ['<script>', 'Please enter valid name for account'],
    ['john@example.com', 'Please enter valid name for account'],
    ['1234', 'Please enter valid name for account'],
    ['a'.repeat(51), 'Please enter valid name for account'],
  ])('%j -> %j', (v, want) => expect(checkNameOnAccount(v)).toBe(want));
});

describe('nickname: required, at most 13 (seed 002 §5, §9)', () => {
  it.each([
    ['Visa 4242', null],
    ['Masterca 4444', null],
    ['a'.repeat(13), null],
    ['', 'Please enter a nickname'],
    ['a'.repeat(14), 'Please enter a nickname of 13 characters or fewer'],
    ['<b>x</b>', 'Please enter a nickname using letters, numbers and spaces'],
  ])('%j -> %j', (v, want) => expect(checkNickname(v)).toBe(want));
});

describe('expiry: current year to current year + 19', () => {
  it('offers 20 years starting this year', () => {
    const years = expiryYears(today);
    expect(years).toHaveLength(20);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2045);
  });

  it.each([
    [11, 2026, {}],
    [1, 2045, {}],
    [10, 2026, { expMonth: 'Please select an expiration date that has not passed' }],
    [1, 2046, { expYear: 'Please select an expiration year' }],
    [1, 2025, { expYear: 'Please select an expiration year' }],
    [null, 2027, { expMonth: 'Please select an expiration month' }],
    [13, 2027, { expMonth: 'Please select an expiration month' }],
    [
      null,
      null,
      { expMonth: 'Please select an expiration month', expYear: 'Please select an expiration year' },
    ],
  ])('%s/%s -> %o', (m, y, want) => expect(checkExpiry(m, y, today)).toEqual(want));
});

describe('billing address (seed 002 §5)', () => {
  it('accepts a full address', () => expect(checkAddress(address)).toEqual({}));

  it('gives the seed messages for each missing part', () => {
    expect(checkAddress(EMPTY_ADDRESS)).toEqual({
      addrLine1: 'Please enter an address',
      city: 'Please enter a city',
      state: 'Please select a state',
      zip: 'Please enter a valid zip code',
    });
  });

  it.each(['1180', '118011', '1180a', ''])('zip %j is not exactly 5 digits', (zip) =>
    expect(checkAddress({ ...address, zip }).zip).toBe('Please enter a valid zip code'),
  );

  it("lists the states after '---'", () => {
    expect(STATE_OPTIONS[0]).toBe(NO_STATE);
    expect(US_STATES).toHaveLength(51);
    expect(checkAddress({ ...address, state: NO_STATE }).state).toBe('Please select a state');
  });
});

describe('Add card', () => {
  it('is valid with name, a valid card, expiry and nickname', () =>
    expect(validateAddCard(card(), today)).toEqual({}));

  it('reports every seed message in field order', () => {
    const errs = validateAddCard(
      card({ nameOnAccount: '', cardNumber: '4242 4242 4242 4241', nickname: '', useDifferentAddress: true }),
      today,
    );
    expect(Object.entries(errs)).toEqual([
      ['nameOnAccount', 'Please enter your full name'],
      ['cardNumber', 'Please enter a valid credit card number'],
      ['nickname', 'Please enter a nickname'],
      ['addrLine1', 'Please enter an address'],
      ['city', 'Please enter a city'],
      ['state', 'Please select a state'],
      ['zip', 'Please enter a valid zip code'],
    ]);
  });

  it('ignores the address fields unless a different billing address is chosen', () =>
    expect(validateAddCard(card({ address: { ...EMPTY_ADDRESS, zip: 'x' } }), today)).toEqual({}));
});

describe('Add checking account', () => {
  it('needs routing, account, name and nickname', () => {
    expect(
      validateAddBankAccount({
        nameOnAccount: '',
        routingNumber: '12345',
        accountNumber: '123',
        nickname: '',
      }),
    ).toEqual({
      nameOnAccount: 'Please enter your full name',
      routingNumber: 'Incorrect format:<br>Please enter a valid routing number',
      accountNumber: 'Please enter a valid account number',
      nickname: 'Please enter a nickname',
    });
    expect(
      validateAddBankAccount({
        nameOnAccount: 'Acme',
        routingNumber: '011000015',
        accountNumber: '6789',
        nickname: 'Checking 6789',
      }),
    ).toEqual({});
  });
});

describe('Edit: save only when valid and changed', () => {
  const original: EditMethodInput = {
    nameOnAccount: 'John Smith',
    nickname: 'Visa 4242',
    expMonth: 12,
    expYear: 2027,
    useDifferentAddress: false,
    address: EMPTY_ADDRESS,
    makeDefault: false,
  };
  const cc = { payType: 'CC' as const, today };

  it.each([
    ['unchanged', {}, false],
    ['only whitespace added', { nickname: 'Visa 4242 ' }, false],
    ['new nickname', { nickname: 'Work card' }, true],
    ['nickname too long', { nickname: 'a'.repeat(14) }, false],
    ['empty name', { nameOnAccount: '' }, false],
    ['new expiry', { expYear: 2030 }, true],
    ['expiry in the past', { expMonth: 1, expYear: 2026 }, false],
    ['made default', { makeDefault: true }, true],
    ['address chosen but empty', { useDifferentAddress: true }, false],
    ['address chosen and full', { useDifferentAddress: true, address }, true],
  ] as const)('%s -> %s', (_label, change, want) => {
    expect(canSave(original, { ...original, ...change }, cc)).toBe(want);
  });

  it('does not ask a checking account for an expiry', () => {
    expect(
      validateEditMethod({ ...original, expMonth: null, expYear: null }, { payType: 'BA', today }),
    ).toEqual({});
    expect(validateEditMethod({ ...original, expMonth: null, expYear: null }, cc)).toHaveProperty('expMonth');
  });
});
