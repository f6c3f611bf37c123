import { describe, expect, it } from 'vitest';
import { BILL_WIDGET_BUTTONS, billWidgetState, type BillWidgetSummary } from './bill-widget.ts';

const NOW = Date.UTC(2026, 10, 20, 15, 0, 0); // 2026-11-20

const summary = (over: Partial<BillWidgetSummary> = {}): BillWidgetSummary => ({
  status: { statusCode: 0 },
  amountDue: 14287,
  dueDays: 4,
  pastDue: '',
  preDeAuth: false,
  deAuth: false,
  deAuthStartDate: null,
  ...over,
});

describe('bill widget button texts (seed 000 §4, verbatim)', () => {
  it('uses the five texts of the seed', () => {
    expect(Object.values(BILL_WIDGET_BUTTONS)).toEqual([
      'Make a payment',
      'Pay now',
      'Payment due immediately',
      'View your bill',
      'Sign In',
    ]);
  });
});

describe('billWidgetState without data', () => {
  it.each([
    { input: 'loading', button: null, action: null },
    { input: 'unauthenticated', button: 'signIn', action: 'signIn' },
    { input: 'reauthRequired', button: 'signIn', action: 'signIn' },
    { input: 'noAccess', button: 'signIn', action: 'signIn' },
    { input: 'error', button: 'viewBill', action: 'payBill' },
  ] as const)('$input -> button $button', ({ input, button, action }) => {
    expect(billWidgetState(input, NOW)).toEqual({ state: input, button, action });
  });
});

describe('billWidgetState from the summary (seed 000 §4 rules, in the documented precedence)', () => {
  it.each([
    {
      why: 'amount due 0: credit or current',
      over: { amountDue: 0 },
      state: 'creditOrCurrent',
      button: 'viewBill',
    },
    {
      why: 'a credit (negative amount due)',
      over: { amountDue: -500 },
      state: 'creditOrCurrent',
      button: 'viewBill',
    },
    { why: 'positive, due in 4 days, no past due', over: {}, state: 'inCycle', button: 'makePayment' },
    { why: 'positive, due today (dueDays 0)', over: { dueDays: 0 }, state: 'inCycle', button: 'makePayment' },
    { why: 'positive, no due date', over: { dueDays: null }, state: 'inCycle', button: 'makePayment' },
    { why: 'dueDays below 0', over: { dueDays: -1 }, state: 'late', button: 'payNow' },
    { why: "pastDue '30'", over: { pastDue: '30', dueDays: -30 }, state: 'pastDue30', button: 'payNow' },
    {
      why: "pastDue '60'",
      over: { pastDue: '60', dueDays: -60 },
      state: 'pastDue60',
      button: 'paymentDueImmediately',
    },
    {
      why: "any other non-empty pastDue ('90')",
      over: { pastDue: '90' },
      state: 'pastDue60',
      button: 'paymentDueImmediately',
    },
    {
      why: 'preDeAuth before deAuthStartDate',
      over: { pastDue: '60', preDeAuth: true, deAuthStartDate: '2026-11-25' },
      state: 'preDeAuthBefore',
      button: 'paymentDueImmediately',
    },
    {
      why: 'preDeAuth on deAuthStartDate (counts as after)',
      over: { preDeAuth: true, deAuthStartDate: '2026-11-20' },
      state: 'preDeAuthAfter',
      button: 'paymentDueImmediately',
    },
    {
      why: 'preDeAuth after deAuthStartDate',
      over: { preDeAuth: true, deAuthStartDate: '2026-11-01' },
      state: 'preDeAuthAfter',
      button: 'paymentDueImmediately',
    },
    {
      why: 'preDeAuth without a start date (no date is promised)',
      over: { preDeAuth: true, deAuthStartDate: null },
      state: 'preDeAuthAfter',
      button: 'paymentDueImmediately',
    },
    {
      why: 'deAuth: suspended',
      over: { deAuth: true, pastDue: '60', preDeAuth: true },
      state: 'suspended',
      button: 'paymentDueImmediately',
    },
    {
      why: 'deAuth wins even with nothing owed',
      over: { deAuth: true, amountDue: 0 },
      state: 'suspended',
      button: 'paymentDueImmediately',
    },
    {
      why: 'nothing owed wins over a stale past due',
      over: { amountDue: 0, pastDue: '30', dueDays: -3 },
      state: 'creditOrCurrent',
      button: 'viewBill',
    },
    {
      why: 'past due wins over late',
      over: { pastDue: '30', dueDays: -2 },
      state: 'pastDue30',
      button: 'payNow',
    },
    {
      why: 'a status code other than 0 is an error',
      over: { status: { statusCode: 17 } },
      state: 'error',
      button: 'viewBill',
    },
  ] as const)('$why -> $state, $button', ({ over, state, button }) => {
    const view = billWidgetState(summary(over), NOW);
    expect(view.state).toBe(state);
    expect(view.button).toBe(button);
    expect(view.action).toBe('payBill');
  });
});
