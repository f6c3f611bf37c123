import { describe, expect, it } from 'vitest';
import {
  autopayDraftChanged,
  autopaySettingsOf,
  draftFromEnrolment,
  transferRequestOf,
  validateAutopayDraft,
  validateTransferForm,
  withAmountType,
  withMaxAmount,
  withOtherAmount,
  type AutopayDraft,
  type TransferForm,
} from './transfer-form.ts';

const draft = (over: Partial<AutopayDraft> = {}): AutopayDraft => ({
  payMethodName: 'Visa 4242',
  dateType: 'days_before',
  daysInAdvance: 3,
  dayOfMonth: 1,
  amountType: 'due',
  amount: '',
  maxAmount: '',
  email: 'jordan@example.com',
  ...over,
});
const form = (over: Partial<TransferForm> = {}): TransferForm => ({
  selectedMethods: ['Visa 4242'],
  transferAutopay: false,
  transferPreferences: false,
  authorised: true,
  autopay: null,
  ...over,
});
const names = ['Visa 4242', 'Checking 3456'];
const messages = (f: TransferForm) => validateTransferForm(f, names).map((e) => e.message);

describe('transfer validation (seed 002 §5 Transfer)', () => {
  it('needs at least one payment method when there is no autopay', () => {
    expect(messages(form({ selectedMethods: [] }))).toEqual([
      'At least one payment method must be selected.',
    ]);
  });

  it('with autopay, needs a method or the automatic payments', () => {
    expect(messages(form({ selectedMethods: [], autopay: draft(), transferAutopay: false }))).toEqual([
      'At least one payment method or Automatic payments must be selected.',
    ]);
    expect(messages(form({ selectedMethods: [], autopay: draft(), transferAutopay: true }))).toEqual([]);
    expect(messages(form({ autopay: draft(), transferAutopay: false }))).toEqual([]);
  });

  it('needs the authorisation ticked', () => {
    expect(validateTransferForm(form({ authorised: false }), names)).toEqual([
      {
        field: 'authorised',
        message: 'Please confirm that you authorize us to transfer your payment settings.',
      },
    ]);
  });

  it('checks the autopay settings only when they move', () => {
    const bad = draft({ daysInAdvance: 6, email: 'nope' });
    expect(messages(form({ autopay: bad, transferAutopay: false }))).toEqual([]);
    expect(messages(form({ autopay: bad, transferAutopay: true }))).toEqual([
      'Please choose 1 to 5 days before the due date.',
      'Please enter a valid email id',
    ]);
  });
});

describe('the autopay edit step', () => {
  it.each([
    [
      'a day of the month outside 1-31',
      { dateType: 'day_of_month', dayOfMonth: 32 },
      'dayOfMonth',
      'Please choose a day of the month from 1 to 31.',
    ],
    [
      'an other amount below $1',
      { amountType: 'other', amount: '0.50' },
      'amount',
      'Minimum payment of $1 is required',
    ],
    [
      'a max amount of $10,000',
      { maxAmount: '10000' },
      'maxAmount',
      'The payment amount entered is greater than the maximum allowed',
    ],
    ['an e-mail with a 5-letter top level', { email: 'a@b.abcde' }, 'email', 'Please enter a valid email id'],
    [
      'a method not on the previous account',
      { payMethodName: 'Amex 0005' },
      'payMethodName',
      'This payment method is not on your previous account.',
    ],
  ] as const)('refuses %s', (_name, patch, field, message) => {
    expect(validateAutopayDraft(draft(patch), names)).toEqual([{ field, message }]);
  });

  it('accepts the amount due with no max amount', () => {
    expect(validateAutopayDraft(draft(), names)).toEqual([]);
  });
});

describe('amount options (seed 002 §5)', () => {
  it('the max amount option sets the amount type to due', () => {
    expect(withMaxAmount(draft({ amountType: 'other', amount: '$50.00' }), '120')).toMatchObject({
      amountType: 'due',
      maxAmount: '120',
    });
  });

  it('the other amount option sets it to other and clears max', () => {
    expect(withOtherAmount(draft({ maxAmount: '$200.00' }), '75')).toMatchObject({
      amountType: 'other',
      amount: '75',
      maxAmount: '',
    });
    expect(withAmountType(draft({ maxAmount: '$200.00' }), 'other')).toMatchObject({
      amountType: 'other',
      maxAmount: '',
    });
    expect(withAmountType(draft({ maxAmount: '$200.00' }), 'due')).toMatchObject({
      amountType: 'due',
      maxAmount: '$200.00',
    });
  });

  it('sends a max amount as a cap, the other amount as fixed, and neither as the amount due', () => {
    expect(autopaySettingsOf(draft({ maxAmount: '$150.00' }))).toMatchObject({
      amountType: 'cap',
      capAmount: 15_000,
      fixAmount: null,
      daysInAdvance: 3,
      dayOfMonth: null,
    });
    expect(autopaySettingsOf(draft({ amountType: 'other', amount: '75.5' }))).toMatchObject({
      amountType: 'fixed',
      fixAmount: 7_550,
      capAmount: null,
    });
    expect(autopaySettingsOf(draft({ dateType: 'day_of_month', dayOfMonth: 21 }))).toMatchObject({
      amountType: 'due',
      daysInAdvance: null,
      dayOfMonth: 21,
    });
  });
});

describe('the edit-cancel check (seed 002 §5)', () => {
  it('sees no change in the saved values, however the amounts are typed', () => {
    expect(autopayDraftChanged(draft({ maxAmount: '$120.00' }), draft({ maxAmount: '120' }))).toBe(false);
    expect(autopayDraftChanged(draft(), draft({ email: ' Jordan@Example.com ' }))).toBe(false);
  });

  it.each([
    ['method', { payMethodName: 'Checking 3456' }],
    ['day of month', { dayOfMonth: 15 }],
    ['days in advance', { daysInAdvance: 2 }],
    ['date type', { dateType: 'day_of_month' }],
    ['amount', { amount: '$10.00' }],
    ['amount type', { amountType: 'other' }],
    ['email', { email: 'other@example.com' }],
    ['max amount', { maxAmount: '99' }],
  ] as const)('sees a change of %s', (_name, patch) => {
    expect(autopayDraftChanged(draft(), draft(patch))).toBe(true);
  });
});

describe('the request a valid form sends', () => {
  it('names the chosen methods, the autopay settings and the e-mail', () => {
    expect(
      transferRequestOf(
        form({
          selectedMethods: ['Visa 4242', 'Checking 3456'],
          autopay: draft(),
          transferAutopay: true,
          transferPreferences: true,
        }),
        null,
      ),
    ).toEqual({
      action: 'transfer',
      payMethodNames: ['Visa 4242', 'Checking 3456'],
      autopay: {
        payMethodName: 'Visa 4242',
        dateType: 'days_before',
        daysInAdvance: 3,
        dayOfMonth: null,
        amountType: 'due',
        capAmount: null,
        fixAmount: null,
      },
      transferPreferences: true,
      email: 'jordan@example.com',
      authorised: true,
    });
  });

  it('leaves the autopay out when it stays behind, and uses the account e-mail without autopay settings', () => {
    expect(
      transferRequestOf(form({ autopay: draft(), transferAutopay: false }), 'x@y.com').autopay,
    ).toBeNull();
    expect(transferRequestOf(form(), 'old@example.com').email).toBe('old@example.com');
    expect(transferRequestOf(form(), null).email).toBeNull();
  });

  it('starts the edit step from the previous account settings', () => {
    expect(
      draftFromEnrolment({
        payMethodName: 'Visa 4242',
        payDaysInAdvance: null,
        payDayOfMonth: 21,
        capAmount: 12_000,
        fixAmount: null,
        email: null,
      }),
    ).toEqual(
      draft({ dateType: 'day_of_month', dayOfMonth: 21, daysInAdvance: 1, maxAmount: '$120.00', email: '' }),
    );
    expect(
      draftFromEnrolment({
        payMethodName: 'Visa 4242',
        payDaysInAdvance: 3,
        payDayOfMonth: null,
        capAmount: null,
        fixAmount: 5_000,
        email: 'a@b.com',
      }),
    ).toMatchObject({
      dateType: 'days_before',
      amountType: 'other',
      amount: '$50.00',
    });
  });
});
