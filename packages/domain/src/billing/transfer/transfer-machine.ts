/**
 * The move/transfer wizard as a pure state machine (seed 002 §4 Transfer wizard). The reducer
 * never does anything itself: what must happen outside (send a request, set the remind-later
 * cookie, reload the bill data, log) comes back as effects, described as data.
 */
import {
  autopayDraftChanged,
  transferRequestOf,
  validateAutopayDraft,
  validateTransferForm,
  withAmountType,
  withMaxAmount,
  withOtherAmount,
  type AutopayDraft,
  type TransferAmountType,
  type TransferField,
  type TransferFieldError,
  type TransferForm,
  type TransferRequestBody,
} from './transfer-form.ts';
import {
  TRANSFER_SUCCESS_CODE,
  transferResultVariant,
  type TransferResultVariant,
} from './transfer-result.ts';
import { maybeLaterClosesAtOnce, remindLaterCookieMaxAgeSeconds } from './transfer-window.ts';

/** Seed 002 §4: the wizard's states. */
export const TRANSFER_STEPS = [
  'Initial',
  'EditAutoPay',
  'OptOut',
  'Result',
  'Error',
  'MayBeLater',
  'Spinner',
  'Cancel',
] as const;
export type TransferStep = (typeof TRANSFER_STEPS)[number];

/** Seed 002 §4: "Dont-remind sets both opt-out indicators to 0, submits an opt-out". */
export interface OptOutRequestBody {
  action: 'optOut';
  apOptOut: 0 | 1;
  pmOptOut: 0 | 1;
}
export interface MayBeLaterRequestBody {
  action: 'mayBeLater';
}
export type TransferRequest = TransferRequestBody | OptOutRequestBody | MayBeLaterRequestBody;

export type TransferEffect =
  /** send the request; 'retry' sends the same request again (with the same idempotency key) */
  | { type: 'submit'; request: TransferRequest; attempt: 'new' | 'retry' }
  | { type: 'setRemindLaterCookie'; maxAgeSeconds: number }
  /** reload what the transfer changed: the accounts, the bill data and the transfer offer */
  | { type: 'refresh' }
  /** seed 002 §8: "Opt-out success and failure are only logged" */
  | { type: 'log'; event: 'optOutSucceeded' | 'optOutFailed' };

export interface TransferResultView {
  variant: TransferResultVariant;
  /** the day this month's automatic payment runs on the new account, when it was scheduled */
  currMonAutoPayDate: string | null;
  /** the moved autopay had a max amount: show the previous-account max payment notice */
  maxPaymentNotice: boolean;
  /** autopay was asked for and did not move: show the autopay fail tab */
  autopayFailTab: boolean;
}

export interface TransferState {
  step: TransferStep;
  open: boolean;
  daysLeft: number;
  /** every method of the previous account, by name, for the edit step's method choice */
  methodNames: readonly string[];
  /** the e-mail sent when there are no autopay settings to carry one */
  email: string | null;
  form: TransferForm;
  /** the autopay settings being edited (EditAutoPay and Cancel) */
  draft: AutopayDraft | null;
  errors: readonly TransferFieldError[];
  /** Cancel was reached by closing the wizard (yes-cancel closes), not by the edit step's cancel */
  cancelCloses: boolean;
  /** what the Spinner waits for */
  pending: TransferRequest | null;
  /** the last transfer request, for a retry from Error */
  lastRequest: TransferRequestBody | null;
  result: TransferResultView | null;
}

export type TransferEvent =
  | { type: 'EDIT' }
  | {
      type: 'EDIT_FIELD';
      patch: Partial<
        Pick<AutopayDraft, 'payMethodName' | 'dateType' | 'daysInAdvance' | 'dayOfMonth' | 'email'>
      >;
    }
  | { type: 'SET_AMOUNT_TYPE'; value: TransferAmountType }
  | { type: 'SET_MAX_AMOUNT'; value: string }
  | { type: 'SET_OTHER_AMOUNT'; value: string }
  | { type: 'SAVE_EDIT' }
  | { type: 'CANCEL_EDIT' }
  | { type: 'CLOSE' }
  | { type: 'YES_CANCEL' }
  | { type: 'NO_THANKS' }
  | { type: 'TOGGLE_METHOD'; name: string }
  | { type: 'SET_TRANSFER_AUTOPAY'; value: boolean }
  | { type: 'SET_TRANSFER_PREFERENCES'; value: boolean }
  | { type: 'SET_AUTHORISED'; value: boolean }
  | { type: 'SUBMIT' }
  | {
      type: 'SUBMIT_SUCCEEDED';
      response: { statusCode: string; ancillaryStatusCode: string | null; currMonAutoPayDate: string | null };
    }
  | { type: 'SUBMIT_FAILED' }
  | { type: 'RETRY' }
  | { type: 'MAYBE_LATER' }
  | { type: 'REMIND_LATER' }
  | { type: 'DONT_REMIND' }
  | { type: 'OPT_OUT' }
  | { type: 'BACK' }
  | { type: 'CONFIRM_OPT_OUT' };

export interface TransferTransition {
  state: TransferState;
  effects: TransferEffect[];
}

/** What the wizard starts from: the previous account's methods, autopay and e-mail. */
export interface TransferSetup {
  daysLeft: number;
  /** the previous account's methods; an expired card is listed but not selectable */
  methods: ReadonlyArray<{ name: string; selectable: boolean }>;
  /** the previous account's autopay settings; null when it has none */
  autopay: AutopayDraft | null;
  email: string | null;
  /** the previous account has paperless or e-mail preferences to carry over */
  hasPreferences: boolean;
}

/** Every usable method, the automatic payments and the preferences start chosen: moving all is one step. */
export function initialTransferState(setup: TransferSetup): TransferState {
  return {
    step: 'Initial',
    open: true,
    daysLeft: setup.daysLeft,
    methodNames: setup.methods.map((m) => m.name),
    email: setup.email,
    form: {
      selectedMethods: setup.methods.filter((m) => m.selectable).map((m) => m.name),
      transferAutopay: setup.autopay !== null,
      transferPreferences: setup.hasPreferences,
      authorised: false,
      autopay: setup.autopay,
    },
    draft: null,
    errors: [],
    cancelCloses: false,
    pending: null,
    lastRequest: null,
    result: null,
  };
}

const DONT_REMIND_REQUEST: OptOutRequestBody = { action: 'optOut', apOptOut: 0, pmOptOut: 0 };

const stay = (state: TransferState): TransferTransition => ({ state, effects: [] });
const go = (
  state: TransferState,
  patch: Partial<TransferState>,
  effects: TransferEffect[] = [],
): TransferTransition => ({
  state: { ...state, ...patch },
  effects,
});
const closed = (state: TransferState, effects: TransferEffect[] = []): TransferTransition =>
  go(state, { open: false, draft: null, errors: [], pending: null }, effects);
const withoutErrors = (errors: readonly TransferFieldError[], ...fields: TransferField[]) =>
  errors.filter((e) => !fields.includes(e.field));

function editDraft(state: TransferState, next: AutopayDraft, ...fields: TransferField[]): TransferTransition {
  return go(state, { draft: next, errors: withoutErrors(state.errors, ...fields) });
}

/** The Result step's view of a finished transfer. */
function resultOf(
  request: TransferRequestBody,
  response: { statusCode: string; ancillaryStatusCode: string | null; currMonAutoPayDate: string | null },
): TransferResultView {
  const variant = transferResultVariant(response);
  const autopayMoved = request.autopay !== null && variant !== 'autopayFailed' && variant !== 'failure';
  return {
    variant,
    currMonAutoPayDate: autopayMoved ? response.currMonAutoPayDate : null,
    maxPaymentNotice: autopayMoved && request.autopay?.amountType === 'cap',
    autopayFailTab: request.autopay !== null && !autopayMoved,
  };
}

function onEditStep(state: TransferState, event: TransferEvent): TransferTransition {
  const draft = state.draft;
  if (!draft) return stay(state);
  switch (event.type) {
    case 'EDIT_FIELD':
      return editDraft(state, { ...draft, ...event.patch }, ...(Object.keys(event.patch) as TransferField[]));
    case 'SET_AMOUNT_TYPE':
      return editDraft(state, withAmountType(draft, event.value), 'amount', 'maxAmount');
    case 'SET_MAX_AMOUNT':
      return editDraft(state, withMaxAmount(draft, event.value), 'maxAmount');
    case 'SET_OTHER_AMOUNT':
      return editDraft(state, withOtherAmount(draft, event.value), 'amount', 'maxAmount');
    case 'SAVE_EDIT': {
      const errors = validateAutopayDraft(draft, state.methodNames);
      if (errors.length > 0) return go(state, { errors });
      return go(state, {
        step: 'Initial',
        form: { ...state.form, autopay: draft, transferAutopay: true },
        draft: null,
        errors: [],
      });
    }
    case 'CANCEL_EDIT':
    case 'CLOSE': {
      const closing = event.type === 'CLOSE';
      const saved = state.form.autopay;
      if (saved && autopayDraftChanged(saved, draft)) {
        return go(state, { step: 'Cancel', cancelCloses: closing });
      }
      return closing ? closed(state) : go(state, { step: 'Initial', draft: null, errors: [] });
    }
    default:
      return stay(state);
  }
}

function onInitialStep(state: TransferState, event: TransferEvent): TransferTransition {
  const form = state.form;
  switch (event.type) {
    case 'EDIT':
      return form.autopay ? go(state, { step: 'EditAutoPay', draft: form.autopay, errors: [] }) : stay(state);
    case 'TOGGLE_METHOD': {
      if (!state.methodNames.includes(event.name)) return stay(state);
      const on = form.selectedMethods.includes(event.name);
      const selectedMethods = on
        ? form.selectedMethods.filter((n) => n !== event.name)
        : [...form.selectedMethods, event.name];
      return go(state, {
        form: { ...form, selectedMethods },
        errors: withoutErrors(state.errors, 'methods'),
      });
    }
    case 'SET_TRANSFER_AUTOPAY':
      return form.autopay
        ? go(state, {
            form: { ...form, transferAutopay: event.value },
            errors: withoutErrors(state.errors, 'methods'),
          })
        : stay(state);
    case 'SET_TRANSFER_PREFERENCES':
      return go(state, { form: { ...form, transferPreferences: event.value } });
    case 'SET_AUTHORISED':
      return go(state, {
        form: { ...form, authorised: event.value },
        errors: withoutErrors(state.errors, 'authorised'),
      });
    case 'SUBMIT': {
      const errors = validateTransferForm(form, state.methodNames);
      if (errors.length > 0) return go(state, { errors });
      const request = transferRequestOf(form, state.email);
      return go(state, { step: 'Spinner', pending: request, lastRequest: request, errors: [] }, [
        { type: 'submit', request, attempt: 'new' },
      ]);
    }
    case 'MAYBE_LATER':
      if (maybeLaterClosesAtOnce(state.daysLeft)) {
        return closed(state, [
          { type: 'setRemindLaterCookie', maxAgeSeconds: remindLaterCookieMaxAgeSeconds(state.daysLeft) },
        ]);
      }
      return go(state, { step: 'MayBeLater', errors: [] });
    case 'OPT_OUT':
      return go(state, { step: 'OptOut', errors: [] });
    case 'CLOSE':
      return closed(state);
    default:
      return stay(state);
  }
}

function onSpinnerStep(state: TransferState, event: TransferEvent): TransferTransition {
  const pending = state.pending;
  if (!pending) return stay(state);
  if (pending.action === 'optOut' && (event.type === 'SUBMIT_SUCCEEDED' || event.type === 'SUBMIT_FAILED')) {
    const ok = event.type === 'SUBMIT_SUCCEEDED' && event.response.statusCode === TRANSFER_SUCCESS_CODE;
    return closed(state, [
      { type: 'log', event: ok ? 'optOutSucceeded' : 'optOutFailed' },
      { type: 'refresh' },
    ]);
  }
  if (pending.action !== 'transfer') return stay(state);
  if (event.type === 'SUBMIT_SUCCEEDED') {
    return go(state, { step: 'Result', pending: null, result: resultOf(pending, event.response) });
  }
  if (event.type === 'SUBMIT_FAILED') return go(state, { step: 'Error', pending: null });
  // Closing while the request is out would hide its outcome: the Spinner stays until it answers.
  return stay(state);
}

/** Seed 002 §4 Transfer wizard: every transition, as a pure function of the state and one event. */
export function transferReducer(state: TransferState, event: TransferEvent): TransferTransition {
  if (!state.open) return stay(state);
  switch (state.step) {
    case 'Initial':
      return onInitialStep(state, event);
    case 'EditAutoPay':
      return onEditStep(state, event);
    case 'Cancel':
      if (event.type === 'YES_CANCEL') {
        return state.cancelCloses ? closed(state) : go(state, { step: 'Initial', draft: null, errors: [] });
      }
      if (event.type === 'NO_THANKS') return go(state, { step: 'EditAutoPay' });
      // Closing again from the confirmation is a second, deliberate close.
      if (event.type === 'CLOSE') return closed(state);
      return stay(state);
    case 'Spinner':
      return onSpinnerStep(state, event);
    case 'Result':
      return event.type === 'CLOSE' ? closed(state, [{ type: 'refresh' }]) : stay(state);
    case 'Error':
      if (event.type === 'RETRY' && state.lastRequest) {
        return go(state, { step: 'Spinner', pending: state.lastRequest }, [
          { type: 'submit', request: state.lastRequest, attempt: 'retry' },
        ]);
      }
      return event.type === 'CLOSE' ? closed(state) : stay(state);
    case 'MayBeLater':
      if (event.type === 'DONT_REMIND') {
        return go(state, { step: 'Spinner', pending: DONT_REMIND_REQUEST }, [
          { type: 'submit', request: DONT_REMIND_REQUEST, attempt: 'new' },
        ]);
      }
      if (event.type === 'REMIND_LATER') {
        return closed(state, [{ type: 'submit', request: { action: 'mayBeLater' }, attempt: 'new' }]);
      }
      return event.type === 'CLOSE' ? closed(state) : stay(state);
    case 'OptOut':
      if (event.type === 'CONFIRM_OPT_OUT') {
        return go(state, { step: 'Spinner', pending: DONT_REMIND_REQUEST }, [
          { type: 'submit', request: DONT_REMIND_REQUEST, attempt: 'new' },
        ]);
      }
      if (event.type === 'BACK') return go(state, { step: 'Initial' });
      return event.type === 'CLOSE' ? closed(state) : stay(state);
  }
}
