import { describe, expect, it } from 'vitest';
import type { AutopayDraft } from './transfer-form.ts';
import {
  initialTransferState,
  transferReducer,
  type TransferEvent,
  type TransferSetup,
  type TransferState,
  type TransferTransition,
} from './transfer-machine.ts';

const savedAutopay: AutopayDraft = {
  payMethodName: 'Visa 4242',
  dateType: 'days_before',
  daysInAdvance: 3,
  dayOfMonth: 1,
  amountType: 'due',
  amount: '',
  maxAmount: '$150.00',
  email: 'jordan@example.com',
};
const setup = (over: Partial<TransferSetup> = {}): TransferSetup => ({
  daysLeft: 70,
  methods: [
    { name: 'Visa 4242', selectable: true },
    { name: 'Checking 3456', selectable: true },
    { name: 'Amex 0005', selectable: false },
  ],
  autopay: savedAutopay,
  email: 'jordan@example.com',
  hasPreferences: true,
  ...over,
});

/** Runs events one after another from a state; returns the last transition. */
function run(state: TransferState, ...events: TransferEvent[]): TransferTransition {
  let t: TransferTransition = { state, effects: [] };
  for (const e of events) t = transferReducer(t.state, e);
  return t;
}
const start = (over: Partial<TransferSetup> = {}) => initialTransferState(setup(over));
const authorised = (over: Partial<TransferSetup> = {}) =>
  run(start(over), { type: 'SET_AUTHORISED', value: true }).state;
const editing = () => run(start(), { type: 'EDIT' }).state;
const changed = () => run(editing(), { type: 'EDIT_FIELD', patch: { daysInAdvance: 2 } }).state;
const spinning = () => run(authorised(), { type: 'SUBMIT' }).state;
const ok = { statusCode: '00000', ancillaryStatusCode: 'MTSAPSRCSPCS', currMonAutoPayDate: '2026-12-02' };

describe('the wizard starts in Initial (seed 002 §4)', () => {
  it('with every usable method, the automatic payments and the preferences chosen, and nothing authorised', () => {
    const s = start();
    expect(s).toMatchObject({ step: 'Initial', open: true, errors: [] });
    expect(s.form).toMatchObject({
      selectedMethods: ['Visa 4242', 'Checking 3456'],
      transferAutopay: true,
      transferPreferences: true,
      authorised: false,
    });
  });

  it('without automatic payments when the previous account has none', () => {
    expect(start({ autopay: null, hasPreferences: false }).form).toMatchObject({
      transferAutopay: false,
      transferPreferences: false,
      autopay: null,
    });
  });
});

describe('Initial', () => {
  it('goes to EditAutoPay on edit, with the saved settings as the draft', () => {
    const s = editing();
    expect(s.step).toBe('EditAutoPay');
    expect(s.draft).toEqual(savedAutopay);
  });

  it('has nothing to edit without automatic payments', () => {
    expect(run(start({ autopay: null }), { type: 'EDIT' }).state.step).toBe('Initial');
  });

  it('ticks and unticks methods, ignoring a name the previous account does not have', () => {
    const s = run(
      start(),
      { type: 'TOGGLE_METHOD', name: 'Visa 4242' },
      { type: 'TOGGLE_METHOD', name: 'Amex 0005' },
      { type: 'TOGGLE_METHOD', name: 'Nope 1' },
    ).state;
    expect(s.form.selectedMethods).toEqual(['Checking 3456', 'Amex 0005']);
  });

  it('sets the autopay, preferences and authorisation ticks', () => {
    const s = run(
      start(),
      { type: 'SET_TRANSFER_AUTOPAY', value: false },
      { type: 'SET_TRANSFER_PREFERENCES', value: false },
      { type: 'SET_AUTHORISED', value: true },
    ).state;
    expect(s.form).toMatchObject({ transferAutopay: false, transferPreferences: false, authorised: true });
  });

  it('refuses to submit an invalid form and stays, saying why', () => {
    const t = run(
      start(),
      { type: 'TOGGLE_METHOD', name: 'Visa 4242' },
      { type: 'TOGGLE_METHOD', name: 'Checking 3456' },
      { type: 'SET_TRANSFER_AUTOPAY', value: false },
      { type: 'SUBMIT' },
    );
    expect(t.state.step).toBe('Initial');
    expect(t.effects).toEqual([]);
    expect(t.state.errors.map((e) => e.message)).toEqual([
      'At least one payment method or Automatic payments must be selected.',
      'Please confirm that you authorize us to transfer your payment settings.',
    ]);
  });

  it('clears a field error once the field changes', () => {
    const s = run(start(), { type: 'SUBMIT' }, { type: 'SET_AUTHORISED', value: true }).state;
    expect(s.errors).toEqual([]);
  });

  it('goes to Spinner on a valid submit and sends the transfer', () => {
    const t = run(authorised(), { type: 'SUBMIT' });
    expect(t.state.step).toBe('Spinner');
    expect(t.effects).toEqual([
      {
        type: 'submit',
        attempt: 'new',
        request: {
          action: 'transfer',
          payMethodNames: ['Visa 4242', 'Checking 3456'],
          autopay: {
            payMethodName: 'Visa 4242',
            dateType: 'days_before',
            daysInAdvance: 3,
            dayOfMonth: null,
            amountType: 'cap',
            capAmount: 15_000,
            fixAmount: null,
          },
          transferPreferences: true,
          email: 'jordan@example.com',
          authorised: true,
        },
      },
    ]);
  });

  it('closes at once on maybe-later with more than 30 days left, setting the remind-later cookie', () => {
    const t = run(start({ daysLeft: 70 }), { type: 'MAYBE_LATER' });
    expect(t.state.open).toBe(false);
    expect(t.effects).toEqual([{ type: 'setRemindLaterCookie', maxAgeSeconds: 40 * 86_400 }]);
  });

  it('shows MayBeLater on maybe-later with 30 days or fewer left', () => {
    const t = run(start({ daysLeft: 30 }), { type: 'MAYBE_LATER' });
    expect(t.state).toMatchObject({ step: 'MayBeLater', open: true });
    expect(t.effects).toEqual([]);
  });

  it('goes to OptOut from the opt-out link', () => {
    expect(run(start(), { type: 'OPT_OUT' }).state.step).toBe('OptOut');
  });

  it('closes', () => {
    const t = run(start(), { type: 'CLOSE' });
    expect(t.state.open).toBe(false);
    expect(t.effects).toEqual([]);
  });

  it('ignores events that belong to other steps', () => {
    const s = start();
    for (const type of [
      'YES_CANCEL',
      'NO_THANKS',
      'SAVE_EDIT',
      'RETRY',
      'DONT_REMIND',
      'BACK',
      'CONFIRM_OPT_OUT',
    ] as const) {
      expect(transferReducer(s, { type }).state).toBe(s);
    }
  });
});

describe('EditAutoPay', () => {
  it('edits the draft: fields, the max amount (amount type due) and the other amount (clears max)', () => {
    let s = run(editing(), { type: 'EDIT_FIELD', patch: { dateType: 'day_of_month', dayOfMonth: 21 } }).state;
    expect(s.draft).toMatchObject({ dateType: 'day_of_month', dayOfMonth: 21 });
    s = run(s, { type: 'SET_OTHER_AMOUNT', value: '80' }).state;
    expect(s.draft).toMatchObject({ amountType: 'other', amount: '80', maxAmount: '' });
    s = run(s, { type: 'SET_MAX_AMOUNT', value: '120' }).state;
    expect(s.draft).toMatchObject({ amountType: 'due', maxAmount: '120' });
    s = run(s, { type: 'SET_AMOUNT_TYPE', value: 'other' }).state;
    expect(s.draft).toMatchObject({ amountType: 'other', maxAmount: '' });
    expect(s.form.autopay).toEqual(savedAutopay);
  });

  it('refuses to save invalid settings and stays', () => {
    const s = run(editing(), { type: 'EDIT_FIELD', patch: { email: 'bad' } }, { type: 'SAVE_EDIT' }).state;
    expect(s.step).toBe('EditAutoPay');
    expect(s.errors).toEqual([{ field: 'email', message: 'Please enter a valid email id' }]);
  });

  it('saves valid settings and returns to Initial with them', () => {
    const s = run(changed(), { type: 'SET_AUTHORISED', value: true }, { type: 'SAVE_EDIT' }).state;
    expect(s).toMatchObject({ step: 'Initial', draft: null });
    expect(s.form.autopay).toMatchObject({ daysInAdvance: 2 });
    expect(s.form.transferAutopay).toBe(true);
  });

  it('returns to Initial when its cancel is used with no changes', () => {
    expect(run(editing(), { type: 'CANCEL_EDIT' }).state).toMatchObject({
      step: 'Initial',
      open: true,
      draft: null,
    });
  });

  it('goes to Cancel when its cancel is used with changes', () => {
    expect(run(changed(), { type: 'CANCEL_EDIT' }).state).toMatchObject({
      step: 'Cancel',
      cancelCloses: false,
    });
  });

  it('closes when closed with no changes', () => {
    expect(run(editing(), { type: 'CLOSE' }).state.open).toBe(false);
  });

  it('goes to Cancel (confirm) when closed with changes', () => {
    expect(run(changed(), { type: 'CLOSE' }).state).toMatchObject({
      step: 'Cancel',
      cancelCloses: true,
      open: true,
    });
  });
});

describe('Cancel', () => {
  it('yes-cancel closes when the wizard was being closed from edit', () => {
    expect(run(changed(), { type: 'CLOSE' }, { type: 'YES_CANCEL' }).state.open).toBe(false);
  });

  it("yes-cancel otherwise returns to Initial, keeping the saved settings and dropping the edit's", () => {
    const s = run(changed(), { type: 'CANCEL_EDIT' }, { type: 'YES_CANCEL' }).state;
    expect(s).toMatchObject({ step: 'Initial', open: true, draft: null });
    expect(s.form.autopay).toEqual(savedAutopay);
  });

  it('no-thanks returns to EditAutoPay with the edit kept', () => {
    const s = run(changed(), { type: 'CLOSE' }, { type: 'NO_THANKS' }).state;
    expect(s.step).toBe('EditAutoPay');
    expect(s.draft).toMatchObject({ daysInAdvance: 2 });
  });

  it('closes when closed again', () => {
    expect(run(changed(), { type: 'CLOSE' }, { type: 'CLOSE' }).state.open).toBe(false);
  });
});

describe('Spinner, then Result or Error', () => {
  it('goes to Result on success, with this month’s autopay day and the max payment notice', () => {
    const t = run(spinning(), { type: 'SUBMIT_SUCCEEDED', response: ok });
    expect(t.state.step).toBe('Result');
    expect(t.state.result).toEqual({
      variant: 'success',
      currMonAutoPayDate: '2026-12-02',
      maxPaymentNotice: true,
      autopayFailTab: false,
    });
  });

  it('goes to Result on failure, building the failure result', () => {
    const t = run(spinning(), {
      type: 'SUBMIT_SUCCEEDED',
      response: { statusCode: '000017', ancillaryStatusCode: null, currMonAutoPayDate: null },
    });
    expect(t.state.step).toBe('Result');
    expect(t.state.result).toEqual({
      variant: 'failure',
      currMonAutoPayDate: null,
      maxPaymentNotice: false,
      autopayFailTab: true,
    });
  });

  it.each([
    ['MTSAPF', 'autopayFailed', true],
    ['MTSAPSRCF', 'currentMonthNotScheduled', false],
    ['MTSAPSRCSPCF', 'preferencesNotUpdated', false],
  ] as const)('shows %s as %s', (code, variant, failTab) => {
    const t = run(spinning(), {
      type: 'SUBMIT_SUCCEEDED',
      response: { statusCode: '000001', ancillaryStatusCode: code, currMonAutoPayDate: null },
    });
    expect(t.state.result).toMatchObject({ variant, autopayFailTab: failTab });
  });

  it('goes to Error when the request fails', () => {
    expect(run(spinning(), { type: 'SUBMIT_FAILED' }).state.step).toBe('Error');
  });

  it('cannot be closed while the request is out', () => {
    const s = spinning();
    expect(run(s, { type: 'CLOSE' }).state).toBe(s);
  });

  it('retries the same request from Error', () => {
    const t = run(spinning(), { type: 'SUBMIT_FAILED' }, { type: 'RETRY' });
    expect(t.state.step).toBe('Spinner');
    expect(t.effects).toEqual([{ type: 'submit', attempt: 'retry', request: spinning().lastRequest }]);
  });

  it('closes from Error', () => {
    expect(run(spinning(), { type: 'SUBMIT_FAILED' }, { type: 'CLOSE' }).state.open).toBe(false);
  });

  it('closes from Result and refreshes what the transfer changed', () => {
    const t = run(spinning(), { type: 'SUBMIT_SUCCEEDED', response: ok }, { type: 'CLOSE' });
    expect(t.state.open).toBe(false);
    expect(t.effects).toEqual([{ type: 'refresh' }]);
  });
});

describe('MayBeLater and OptOut', () => {
  const later = () => run(start({ daysLeft: 12 }), { type: 'MAYBE_LATER' }).state;
  const optOut = { type: 'submit', attempt: 'new', request: { action: 'optOut', apOptOut: 0, pmOptOut: 0 } };

  it('dont-remind sets both opt-out indicators to 0 and submits an opt-out', () => {
    const t = run(later(), { type: 'DONT_REMIND' });
    expect(t.state.step).toBe('Spinner');
    expect(t.effects).toEqual([optOut]);
  });

  it('after the opt-out, logs the outcome, closes and refreshes, success or not', () => {
    const done = run(
      later(),
      { type: 'DONT_REMIND' },
      {
        type: 'SUBMIT_SUCCEEDED',
        response: { statusCode: '00000', ancillaryStatusCode: null, currMonAutoPayDate: null },
      },
    );
    expect(done.state.open).toBe(false);
    expect(done.effects).toEqual([{ type: 'log', event: 'optOutSucceeded' }, { type: 'refresh' }]);
    const failed = run(later(), { type: 'DONT_REMIND' }, { type: 'SUBMIT_FAILED' });
    expect(failed.state.open).toBe(false);
    expect(failed.effects).toEqual([{ type: 'log', event: 'optOutFailed' }, { type: 'refresh' }]);
  });

  it('remind-later closes and records maybe-later', () => {
    const t = run(later(), { type: 'REMIND_LATER' });
    expect(t.state.open).toBe(false);
    expect(t.effects).toEqual([{ type: 'submit', attempt: 'new', request: { action: 'mayBeLater' } }]);
  });

  it('closes MayBeLater', () => {
    expect(run(later(), { type: 'CLOSE' }).state.open).toBe(false);
  });

  it('confirms an opt-out from OptOut, or goes back to Initial, or closes', () => {
    const confirm = run(start(), { type: 'OPT_OUT' }, { type: 'CONFIRM_OPT_OUT' });
    expect(confirm.state.step).toBe('Spinner');
    expect(confirm.effects).toEqual([optOut]);
    expect(run(start(), { type: 'OPT_OUT' }, { type: 'BACK' }).state.step).toBe('Initial');
    expect(run(start(), { type: 'OPT_OUT' }, { type: 'CLOSE' }).state.open).toBe(false);
  });
});

describe('a closed wizard', () => {
  it('ignores every event', () => {
    const s = run(start(), { type: 'CLOSE' }).state;
    expect(transferReducer(s, { type: 'EDIT' }).state).toBe(s);
    expect(transferReducer(s, { type: 'SUBMIT' }).effects).toEqual([]);
  });
});
