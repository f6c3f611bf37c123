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

describe('name on account: trimming, the 50-character bound and the characters a name has', () => {
  it.each([
    ['a'.repeat(50), null],
    [` ${'a'.repeat(50)} `, null],
    ['  John Smith  ', null],
    ['Jose\u0301 Núñez', null],
    ['O’Brien', null],
    ['Smith, J.', null],
    ['<John', 'Please enter valid name for account'],
    ['John>', 'Please enter valid name for account'],
    ['John 😀', 'Please enter valid name for account'],
    ['-.,', 'Please enter valid name for account'],
    ['\t\n', 'Please enter your full name'],
  ])('%j -> %j', (v, want) => expect(checkNameOnAccount(v)).toBe(want));
});

describe('nickname: trimming, the 13-character bound and the characters it may have', () => {
  it.each([
    [` ${'a'.repeat(13)} `, null],
    ['  Visa  ', null],
    ['Card #2 (wrk)', null],
    ['a_b+c|d', null],
    ['Jose\u0301', null],
    ['   ', 'Please enter a nickname'],
    [` ${'a'.repeat(14)} `, 'Please enter a nickname of 13 characters or fewer'],
    ['<Visa', 'Please enter a nickname using letters, numbers and spaces'],
    ['Visa>', 'Please enter a nickname using letters, numbers and spaces'],
    ['Visa@', 'Please enter a nickname using letters, numbers and spaces'],
  ])('%j -> %j', (v, want) => expect(checkNickname(v)).toBe(want));
});

describe('expiry: the month runs 1 to 12, whole numbers only', () => {
  const monthError = { expMonth: 'Please select an expiration month' };
  const yearError = { expYear: 'Please select an expiration year' };
  it.each([
    [1, 2027, {}],
    [12, 2027, {}],
    [12, 2045, {}],
    [12, 2026, {}],
    [0, 2027, monthError],
    [-1, 2027, monthError],
    [13, 2027, monthError],
    [1.5, 2027, monthError],
    [Number.NaN, 2027, monthError],
    [6, 2027.5, yearError],
    [6, null, yearError],
    [13, 2025, { ...monthError, ...yearError }],
  ])('%s/%s -> %o', (m, y, want) => expect(checkExpiry(m, y, today)).toStrictEqual(want));

  it('says a past month has passed, not that it is missing, and only for a month and year in range', () => {
    expect(checkExpiry(10, 2026, today)).toStrictEqual({
      expMonth: 'Please select an expiration date that has not passed',
    });
    expect(checkExpiry(1, 2025, today)).toStrictEqual({ expYear: 'Please select an expiration year' });
    expect(checkExpiry(0, 2026, today)).toStrictEqual({ expMonth: 'Please select an expiration month' });
  });

  it('counts the years from the given year', () => {
    expect(expiryYears({ year: 2030, month: 1 })).toStrictEqual(
      Array.from({ length: 20 }, (_, i) => 2030 + i),
    );
    expect(checkExpiry(1, 2049, { year: 2030, month: 1 })).toStrictEqual({});
    expect(checkExpiry(1, 2050, { year: 2030, month: 1 })).toStrictEqual({
      expYear: 'Please select an expiration year',
    });
  });
});

describe('billing address: trimming, lengths, characters, and which field each error names', () => {
  const line = (n: number) => `1 Main St ${'x'.repeat(n)}`.slice(0, n);

  it('trims every part before checking it', () =>
    expect(
      checkAddress({
        addrLine1: `  ${line(60)}  `,
        addrLine2: `  ${line(60)}  `,
        city: ` ${'Hicksville'.repeat(4)} `,
        state: 'NY',
        zip: ' 11801 ',
      }),
    ).toStrictEqual({}));

  it('takes line 1 of at most 60 characters, line 2 optional and at most 60', () => {
    expect(checkAddress({ ...address, addrLine1: line(61) })).toStrictEqual({
      addrLine1: 'Please enter at most 60 characters',
    });
    expect(checkAddress({ ...address, addrLine2: line(61) })).toStrictEqual({
      addrLine2: 'Please enter at most 60 characters',
    });
    expect(checkAddress({ ...address, addrLine2: 'Apt 4' })).toStrictEqual({});
    expect(checkAddress({ ...address, addrLine2: '   ' })).toStrictEqual({});
  });

  it('refuses angle brackets and control characters in the street lines', () => {
    expect(checkAddress({ ...address, addrLine1: '   ' })).toStrictEqual({
      addrLine1: 'Please enter an address',
    });
    expect(checkAddress({ ...address, addrLine1: '<b>12 Elm St' })).toStrictEqual({
      addrLine1: 'Please enter an address',
    });
    expect(checkAddress({ ...address, addrLine1: '12 Elm St>' })).toStrictEqual({
      addrLine1: 'Please enter an address',
    });
    expect(checkAddress({ ...address, addrLine1: '12 Elm\u0007St' })).toStrictEqual({
      addrLine1: 'Please enter an address',
    });
    expect(checkAddress({ ...address, addrLine1: `<${line(70)}` })).toStrictEqual({
      addrLine1: 'Please enter an address',
    });
    expect(checkAddress({ ...address, addrLine2: '<Apt 4' })).toStrictEqual({
      addrLine2: 'Please enter at most 60 characters',
    });
    expect(checkAddress({ ...address, addrLine2: 'Apt 4>' })).toStrictEqual({
      addrLine2: 'Please enter at most 60 characters',
    });
  });

  it.each([
    ['a'.repeat(40), undefined],
    ["St. John's Wood-Ville", undefined],
    ['Sault Sainte Marie’s', undefined],
    ['Montréal', undefined],
    ['Mu\u0308nchen', undefined],
    ['a'.repeat(41), 'Please enter a city'],
    ['   ', 'Please enter a city'],
    ['City 9', 'Please enter a city'],
    ['9 City', 'Please enter a city'],
    ['City<', 'Please enter a city'],
  ])('city %j -> %j', (city, want) => expect(checkAddress({ ...address, city }).city).toBe(want));

  it.each([['ny'], [' NY'], [''], ['XX'], ['New York']])('state %j is not a state code', (state) =>
    expect(checkAddress({ ...address, state })).toStrictEqual({ state: 'Please select a state' }),
  );

  it.each([['11801'], [' 11801 '], ['00501']])('zip %j is 5 digits', (zip) =>
    expect(checkAddress({ ...address, zip })).toStrictEqual({}),
  );

  it.each([['a11801'], ['11801a'], ['11 801']])('zip %j is not', (zip) =>
    expect(checkAddress({ ...address, zip })).toStrictEqual({ zip: 'Please enter a valid zip code' }),
  );
});

describe('the states', () => {
  it('are the 50 states and DC, each a distinct two-letter code with its name', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
    expect(new Set(US_STATES.map((s) => s.name)).size).toBe(51);
    for (const s of US_STATES) {
      expect(s.code).toMatch(/^[A-Z]{2}$/);
      expect(s.name).toMatch(/^[A-Z][a-z]+(?: (?:of )?[A-Z][a-z]+)*$/);
    }
    expect(US_STATES.find((s) => s.code === 'DC')?.name).toBe('District of Columbia');
    expect(US_STATES.map((s) => s.code).join(' ')).toBe(
      'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY ' +
        'NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY',
    );
  });

  it("are the select's options after '---'", () =>
    expect(STATE_OPTIONS).toStrictEqual(['---', ...US_STATES.map((s) => s.code)]));

  it('each is accepted by the address check', () => {
    for (const s of US_STATES) expect(checkAddress({ ...address, state: s.code })).toStrictEqual({});
  });

  it("start the empty address at '---'", () =>
    expect(EMPTY_ADDRESS).toStrictEqual({ addrLine1: '', addrLine2: '', city: '', state: '---', zip: '' }));
});

describe('the forms name the field of each error', () => {
  it('Add card: nothing is set for a valid field', () =>
    expect(Object.keys(validateAddCard(card({ useDifferentAddress: true, address }), today))).toStrictEqual(
      [],
    ));

  it('Add card: the expiry and nickname errors, with a valid name and number', () =>
    expect(
      validateAddCard(card({ expMonth: 13, expYear: 2025, nickname: 'a'.repeat(14) }), today),
    ).toStrictEqual({
      expMonth: 'Please select an expiration month',
      expYear: 'Please select an expiration year',
      nickname: 'Please enter a nickname of 13 characters or fewer',
    }));

  it('Add card: a name with characters no name has', () =>
    expect(validateAddCard(card({ nameOnAccount: 'J<hn' }), today)).toStrictEqual({
      nameOnAccount: 'Please enter valid name for account',
    }));

  it('Add checking account: each error under its own field', () => {
    const ok = { nameOnAccount: 'Acme', routingNumber: '011000015', accountNumber: '6789', nickname: 'Chk' };
    expect(validateAddBankAccount(ok)).toStrictEqual({});
    expect(validateAddBankAccount({ ...ok, routingNumber: '1' })).toStrictEqual({
      routingNumber: 'Incorrect format:<br>Please enter a valid routing number',
    });
    expect(validateAddBankAccount({ ...ok, accountNumber: '1' })).toStrictEqual({
      accountNumber: 'Please enter a valid account number',
    });
    expect(validateAddBankAccount({ ...ok, nickname: '<x>' })).toStrictEqual({
      nickname: 'Please enter a nickname using letters, numbers and spaces',
    });
    expect(validateAddBankAccount({ ...ok, nameOnAccount: '1234' })).toStrictEqual({
      nameOnAccount: 'Please enter valid name for account',
    });
  });

  it('Edit: a card checks its expiry and an address when one is used', () => {
    const edit: EditMethodInput = {
      nameOnAccount: 'John Smith',
      nickname: 'Visa 4242',
      expMonth: 12,
      expYear: 2027,
      useDifferentAddress: true,
      address: { ...address, zip: '1' },
      makeDefault: false,
    };
    expect(validateEditMethod(edit, { payType: 'CC', today })).toStrictEqual({
      zip: 'Please enter a valid zip code',
    });
    expect(validateEditMethod({ ...edit, expYear: 2020 }, { payType: 'BA', today })).toStrictEqual({
      zip: 'Please enter a valid zip code',
    });
    expect(
      validateEditMethod({ ...edit, useDifferentAddress: false }, { payType: 'CC', today }),
    ).toStrictEqual({});
  });
});

describe('Edit: what counts as a change', () => {
  const original: EditMethodInput = {
    nameOnAccount: 'John Smith',
    nickname: 'Visa 4242',
    expMonth: 12,
    expYear: 2027,
    useDifferentAddress: true,
    address,
    makeDefault: false,
  };
  const cc = { payType: 'CC' as const, today };

  it.each([
    ['spaces around the name', { nameOnAccount: ' John Smith ' }, false],
    [
      'spaces around the address',
      { address: { ...address, addrLine1: ' 12 Elm St ', city: ' Hicksville ' } },
      false,
    ],
    ['spaces around line 2 and the zip', { address: { ...address, addrLine2: '  ', zip: ' 11801 ' } }, false],
    ['new name', { nameOnAccount: 'Jane Smith' }, true],
    ['new month', { expMonth: 11 }, true],
    ['new line 1', { address: { ...address, addrLine1: '14 Elm St' } }, true],
    ['new line 2', { address: { ...address, addrLine2: 'Apt 4' } }, true],
    ['new city', { address: { ...address, city: 'Levittown' } }, true],
    ['new state', { address: { ...address, state: 'NJ' } }, true],
    ['new zip', { address: { ...address, zip: '11802' } }, true],
    ['address no longer used', { useDifferentAddress: false }, true],
  ] as const)('%s -> %s', (_label, change, want) =>
    expect(canSave(original, { ...original, ...change }, cc)).toBe(want),
  );

  it('ignores an address that is not used', () => {
    const unused = { ...original, useDifferentAddress: false };
    expect(canSave(unused, { ...unused, address: { ...address, city: 'Levittown' } }, cc)).toBe(false);
  });
});

describe('Edit names the field of each error', () => {
  it('name and nickname', () =>
    expect(
      validateEditMethod(
        {
          nameOnAccount: ' ',
          nickname: ' ',
          expMonth: 12,
          expYear: 2027,
          useDifferentAddress: false,
          address: EMPTY_ADDRESS,
          makeDefault: false,
        },
        { payType: 'CC', today },
      ),
    ).toStrictEqual({ nameOnAccount: 'Please enter your full name', nickname: 'Please enter a nickname' }));
});
