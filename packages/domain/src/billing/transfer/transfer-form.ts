/**
 * The transfer form (seed 002 §5 Transfer, Automatic payment options, Email): which saved methods
 * move, whether automatic payments move and with which settings, the e-mail, and the
 * authorisation tick. Amounts are typed text here; they become cents for the request.
 */
import { centsToAmountText, checkPaymentAmount, parseAmountCents } from '../amount.ts';
import { checkAutopaySchedule } from '../autopay.ts';
import { isPaperlessEmail, PaperlessMessages } from '../paperless.ts';
import { TransferMessages } from './transfer-messages.ts';

export type TransferDateType = 'days_before' | 'day_of_month';
/**
 * Seed 002 §5: the amount is the amount due (optionally up to a max amount) or another, fixed
 * amount. 'due' with a max is a capped payment; 'other' is a fixed one.
 */
export type TransferAmountType = 'due' | 'other';

/** The automatic payment settings as the edit step shows them. */
export interface AutopayDraft {
  /** the method autopay charges, by its name (payMethodName) */
  payMethodName: string;
  dateType: TransferDateType;
  daysInAdvance: number;
  dayOfMonth: number;
  amountType: TransferAmountType;
  /** the other (fixed) amount, as typed */
  amount: string;
  /** the max amount with 'due', as typed; '' for none */
  maxAmount: string;
  /** where notices go */
  email: string;
}

export interface TransferForm {
  /** names of the previous account's methods chosen to move */
  selectedMethods: readonly string[];
  /** move the automatic payments too (only when the previous account has them) */
  transferAutopay: boolean;
  /** move paperless billing and e-mail preferences too */
  transferPreferences: boolean;
  /** seed 002 §5: "The transfer authorisation must be ticked" */
  authorised: boolean;
  /** the saved autopay settings; null when the previous account has no automatic payments */
  autopay: AutopayDraft | null;
}

export type TransferField =
  | 'methods'
  | 'authorised'
  | 'daysInAdvance'
  | 'dayOfMonth'
  | 'amount'
  | 'maxAmount'
  | 'email'
  | 'payMethodName';

export interface TransferFieldError {
  field: TransferField;
  message: string;
}

/** Seed 002 §5: "The max amount option sets the amount type to due". */
export function withMaxAmount(d: AutopayDraft, maxAmount: string): AutopayDraft {
  return { ...d, amountType: 'due', maxAmount };
}

/** Seed 002 §5: "the other amount option sets it to other and clears max". */
export function withOtherAmount(d: AutopayDraft, amount: string): AutopayDraft {
  return { ...d, amountType: 'other', amount, maxAmount: '' };
}

/** Choosing an amount option: 'other' clears the max amount, 'due' keeps it. */
export function withAmountType(d: AutopayDraft, amountType: TransferAmountType): AutopayDraft {
  return amountType === 'other' ? withOtherAmount(d, d.amount) : { ...d, amountType: 'due' };
}

/** An amount as the comparison sees it: its cents when it reads as money, else the trimmed text. */
const amountKey = (text: string) => {
  const cents = parseAmountCents(text);
  return cents === null ? text.trim() : String(cents);
};

/**
 * Seed 002 §5: "The edit-cancel check compares method, day of month, days in advance, date type,
 * amount, amount type, email and max amount with the saved values." True when any differs, so
 * closing the edit step would lose a change.
 */
export function autopayDraftChanged(saved: AutopayDraft, draft: AutopayDraft): boolean {
  return (
    saved.payMethodName !== draft.payMethodName ||
    saved.dayOfMonth !== draft.dayOfMonth ||
    saved.daysInAdvance !== draft.daysInAdvance ||
    saved.dateType !== draft.dateType ||
    amountKey(saved.amount) !== amountKey(draft.amount) ||
    saved.amountType !== draft.amountType ||
    saved.email.trim().toLowerCase() !== draft.email.trim().toLowerCase() ||
    amountKey(saved.maxAmount) !== amountKey(draft.maxAmount)
  );
}

/** The edit step's own rules: the schedule ranges, the amounts' limits and the e-mail pattern. */
export function validateAutopayDraft(d: AutopayDraft, methodNames: readonly string[]): TransferFieldError[] {
  const errors: TransferFieldError[] = [];
  if (!methodNames.includes(d.payMethodName)) {
    errors.push({ field: 'payMethodName', message: TransferMessages.unknownMethod });
  }
  const schedule = checkAutopaySchedule(
    d.dateType === 'days_before'
      ? { dateType: 'days_before', daysInAdvance: d.daysInAdvance }
      : { dateType: 'day_of_month', dayOfMonth: d.dayOfMonth },
  );
  if (!schedule.ok) {
    errors.push({
      field: d.dateType === 'days_before' ? 'daysInAdvance' : 'dayOfMonth',
      message: schedule.message,
    });
  }
  if (d.amountType === 'other') {
    const amount = checkPaymentAmount(d.amount);
    if (!amount.ok) errors.push({ field: 'amount', message: amount.message });
  } else if (d.maxAmount.trim() !== '') {
    const max = checkPaymentAmount(d.maxAmount);
    if (!max.ok) errors.push({ field: 'maxAmount', message: max.message });
  }
  if (!isPaperlessEmail(d.email)) errors.push({ field: 'email', message: PaperlessMessages.invalidEmail });
  return errors;
}

/**
 * Seed 002 §5 Transfer: at least one method, or with autopay one method or the automatic
 * payments; the authorisation ticked; and the autopay settings valid when they move.
 */
export function validateTransferForm(
  form: TransferForm,
  methodNames: readonly string[],
): TransferFieldError[] {
  const errors: TransferFieldError[] = [];
  const hasAutopay = form.autopay !== null;
  const movesAutopay = hasAutopay && form.transferAutopay;
  if (form.selectedMethods.length === 0 && !movesAutopay) {
    errors.push({
      field: 'methods',
      message: hasAutopay ? TransferMessages.selectMethodOrAutopay : TransferMessages.selectMethod,
    });
  }
  if (!form.authorised) errors.push({ field: 'authorised', message: TransferMessages.authorise });
  if (movesAutopay && form.autopay) errors.push(...validateAutopayDraft(form.autopay, methodNames));
  return errors;
}

/** The autopay part of a transfer request: the settings in the server's terms, money in cents. */
export interface AutopayTransferSettings {
  payMethodName: string;
  dateType: TransferDateType;
  daysInAdvance: number | null;
  dayOfMonth: number | null;
  amountType: 'due' | 'cap' | 'fixed';
  capAmount: number | null;
  fixAmount: number | null;
}

/** The request a valid form sends (seed 002 §7 moveTransferPaymentSettings). */
export interface TransferRequestBody {
  action: 'transfer';
  payMethodNames: string[];
  autopay: AutopayTransferSettings | null;
  transferPreferences: boolean;
  email: string | null;
  authorised: true;
}

/** The settings as the server takes them: a max amount makes a capped payment, other a fixed one. */
export function autopaySettingsOf(d: AutopayDraft): AutopayTransferSettings {
  const max = d.maxAmount.trim() === '' ? null : parseAmountCents(d.maxAmount);
  const fixed = parseAmountCents(d.amount);
  const amountType = d.amountType === 'other' ? 'fixed' : max === null ? 'due' : 'cap';
  return {
    payMethodName: d.payMethodName,
    dateType: d.dateType,
    daysInAdvance: d.dateType === 'days_before' ? d.daysInAdvance : null,
    dayOfMonth: d.dateType === 'day_of_month' ? d.dayOfMonth : null,
    amountType,
    capAmount: amountType === 'cap' ? max : null,
    fixAmount: amountType === 'fixed' ? fixed : null,
  };
}

/** Builds the request from a form that passed validateTransferForm. */
export function transferRequestOf(form: TransferForm, fallbackEmail: string | null): TransferRequestBody {
  const movesAutopay = form.autopay !== null && form.transferAutopay;
  const email = form.autopay ? form.autopay.email.trim() : (fallbackEmail ?? '');
  return {
    action: 'transfer',
    payMethodNames: [...form.selectedMethods],
    autopay: movesAutopay && form.autopay ? autopaySettingsOf(form.autopay) : null,
    transferPreferences: form.transferPreferences,
    email: email === '' ? null : email,
    authorised: true,
  };
}

/** The saved autopay settings as the edit step starts them, from what the previous account has. */
export function draftFromEnrolment(e: {
  payMethodName: string;
  payDaysInAdvance: number | null;
  payDayOfMonth: number | null;
  capAmount: number | null;
  fixAmount: number | null;
  email: string | null;
}): AutopayDraft {
  const money = (cents: number | null) => (cents === null ? '' : centsToAmountText(cents));
  return {
    payMethodName: e.payMethodName,
    dateType: e.payDayOfMonth !== null && e.payDaysInAdvance === null ? 'day_of_month' : 'days_before',
    daysInAdvance: e.payDaysInAdvance ?? 1,
    dayOfMonth: e.payDayOfMonth ?? 1,
    amountType: e.fixAmount !== null ? 'other' : 'due',
    amount: money(e.fixAmount),
    maxAmount: money(e.capAmount),
    email: e.email ?? '',
  };
}
