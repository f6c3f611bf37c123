/**
 * Checking account numbers (seed 002 §5 Add checking account). Only the format is checked:
 * the seed names no ABA checksum, and refusing a real routing number on a checksum the bank
 * itself would accept is worse than letting the gateway judge it.
 */
import { FIELD_OK, fieldError, type FieldCheck } from '../validation/field-check.ts';

/** Seed 002 §9: "routing number 9 digits". */
export const ROUTING_NUMBER_LENGTH = 9;
/** Seed 002 §5: the account number is "over 3 characters". */
export const BANK_ACCOUNT_MIN_DIGITS = 4;
/** The longest US account number (the NACHA field is 17 characters); longer is a typing slip. */
export const BANK_ACCOUNT_MAX_DIGITS = 17;
/** The automatic nickname of a checking account: 'Checking 6789'. */
export const CHECKING_NICKNAME_PREFIX = 'Checking';

export const BankAccountMessages = {
  /**
   * Seed 002 §5, verbatim. The `<br>` is a line break: the web splits on it and renders the two
   * parts as text, never as HTML.
   */
  routingNumber: 'Incorrect format:<br>Please enter a valid routing number',
  /** Seed 002 §5, verbatim. */
  accountNumber: 'Please enter a valid account number',
} as const;

/** The break the seed's routing message carries. */
export const MESSAGE_LINE_BREAK = '<br>';

/** A message's lines, split where the seed put a `<br>`. */
export function messageLines(message: string): string[] {
  return message.split(MESSAGE_LINE_BREAK);
}

/** Numeric and exactly 9 digits. */
export function checkRoutingNumber(value: string): FieldCheck<'routingNumber'> {
  return new RegExp(`^\\d{${ROUTING_NUMBER_LENGTH}}$`).test(value.trim())
    ? FIELD_OK
    : fieldError('routingNumber', BankAccountMessages.routingNumber);
}

/** Numeric and over 3 characters (at most 17). */
export function checkBankAccountNumber(value: string): FieldCheck<'accountNumber'> {
  return new RegExp(`^\\d{${BANK_ACCOUNT_MIN_DIGITS},${BANK_ACCOUNT_MAX_DIGITS}}$`).test(value.trim())
    ? FIELD_OK
    : fieldError('accountNumber', BankAccountMessages.accountNumber);
}

/** 'Checking 6789'. */
export function checkingNickname(accountNumber: string): string {
  return `${CHECKING_NICKNAME_PREFIX} ${accountNumber.trim().slice(-4)}`;
}
