/**
 * The payment method forms of seed 002 §5 (Add card, Add checking account, Edit). Each validator
 * returns the errors by field, in the order the fields appear, so the browser can show them live
 * and in the summary while the server refuses the same input with the same words.
 */
import { checkBankAccountNumber, checkRoutingNumber } from './bank-account.ts';
import { isValidCardNumber, type YearMonth, expiryStatus } from './card.ts';

/** Seed 002 §9: "Nickname maximum 13". */
export const NICKNAME_MAX_LENGTH = 13;
/** Seed 002 §5: expiry years "run from the current year to current year plus 19". */
export const EXPIRY_YEARS_AHEAD = 19;
/** A name on a card or bank account; banks print at most about this many characters. */
export const NAME_ON_ACCOUNT_MAX_LENGTH = 50;
/** An address line or city longer than this is a paste slip, not an address. */
export const ADDRESS_LINE_MAX_LENGTH = 60;
export const CITY_MAX_LENGTH = 40;
/** Seed 002 §9 "zip 5 digits". */
export const BILLING_ZIP_LENGTH = 5;

export const PaymentMethodMessages = {
  /** Seed 002 §5, verbatim. */
  nameRequired: 'Please enter your full name',
  /** Seed 002 §5 Other messages, verbatim: a name with characters no name has. */
  nameInvalid: 'Please enter valid name for account',
  /** Seed 002 §5, verbatim. */
  cardNumber: 'Please enter a valid credit card number',
  /** Seed 002 §5, verbatim. */
  nicknameRequired: 'Please enter a nickname',
  /** The seed gives the limit (13) but no text for it; written in its style. */
  nicknameTooLong: `Please enter a nickname of ${NICKNAME_MAX_LENGTH} characters or fewer`,
  nicknameInvalid: 'Please enter a nickname using letters, numbers and spaces',
  expMonth: 'Please select an expiration month',
  expYear: 'Please select an expiration year',
  expPast: 'Please select an expiration date that has not passed',
  /** Seed 002 §5, verbatim. */
  address: 'Please enter an address',
  addressTooLong: `Please enter at most ${ADDRESS_LINE_MAX_LENGTH} characters`,
  /** Seed 002 §5, verbatim. */
  city: 'Please enter a city',
  state: 'Please select a state',
  /** Seed 002 §5, verbatim. */
  zip: 'Please enter a valid zip code',
} as const;

/** Seed 002 §9: "a list of US states plus '---'"; '---' is the "none chosen" entry and comes first. */
export const NO_STATE = '---';
export const US_STATES: readonly { code: string; name: string }[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
];
/** The state select's options: '---' then the states. */
export const STATE_OPTIONS: readonly string[] = [NO_STATE, ...US_STATES.map((s) => s.code)];

export interface AddressInput {
  addrLine1: string;
  addrLine2: string;
  city: string;
  state: string;
  zip: string;
}
export const EMPTY_ADDRESS: AddressInput = {
  addrLine1: '',
  addrLine2: '',
  city: '',
  state: NO_STATE,
  zip: '',
};

export interface AddCardInput {
  nameOnAccount: string;
  cardNumber: string;
  expMonth: number | null;
  expYear: number | null;
  nickname: string;
  /** the billing address differs from the service address */
  useDifferentAddress: boolean;
  address: AddressInput;
}

export interface AddBankAccountInput {
  nameOnAccount: string;
  routingNumber: string;
  accountNumber: string;
  nickname: string;
}

export interface EditMethodInput {
  nameOnAccount: string;
  nickname: string;
  /** null for a checking account, which has no expiry */
  expMonth: number | null;
  expYear: number | null;
  useDifferentAddress: boolean;
  address: AddressInput;
  makeDefault: boolean;
}

export type AddressField = keyof AddressInput;
export type AddCardField =
  'nameOnAccount' | 'cardNumber' | 'expMonth' | 'expYear' | 'nickname' | AddressField;
export type AddBankAccountField = 'nameOnAccount' | 'routingNumber' | 'accountNumber' | 'nickname';
export type EditMethodField = 'nameOnAccount' | 'nickname' | 'expMonth' | 'expYear' | AddressField;
/** The errors of a form by field, in the order the fields are laid out; empty when valid. */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

/**
 * A name on a card or account: letters of any language, digits (business names have them),
 * spaces and the marks names carry (. , ' ’ - &), with at least one letter. Anything else (<, @,
 * emoji, …) is 'Please enter valid name for account'.
 */
const NAME_PATTERN = /^[\p{L}\p{M}\p{N} .,'’&-]+$/u;
const HAS_LETTER = /\p{L}/u;
/** A nickname: letters, digits, spaces and a few marks people use to tell two methods apart. */
const NICKNAME_PATTERN = /^[\p{L}\p{M}\p{N} .,'’&#_()+|-]+$/u;
const CITY_PATTERN = /^[\p{L}\p{M} .,'’-]+$/u;
/** Anything that reads as text in a street line: no angle brackets or control characters. */
const ADDRESS_LINE_PATTERN = /^[^<>\p{Cc}]*$/u;

export function checkNameOnAccount(value: string): string | null {
  const v = value.trim();
  if (v === '') return PaymentMethodMessages.nameRequired;
  if (v.length > NAME_ON_ACCOUNT_MAX_LENGTH || !NAME_PATTERN.test(v) || !HAS_LETTER.test(v)) {
    return PaymentMethodMessages.nameInvalid;
  }
  return null;
}

export function checkNickname(value: string): string | null {
  const v = value.trim();
  if (v === '') return PaymentMethodMessages.nicknameRequired;
  if (v.length > NICKNAME_MAX_LENGTH) return PaymentMethodMessages.nicknameTooLong;
  if (!NICKNAME_PATTERN.test(v)) return PaymentMethodMessages.nicknameInvalid;
  return null;
}

/** Seed 002 §5: the years offered, this year to this year + 19. */
export function expiryYears(today: YearMonth): number[] {
  return Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, i) => today.year + i);
}

/** A chosen month and year in range, and not a month already past. */
export function checkExpiry(
  expMonth: number | null,
  expYear: number | null,
  today: YearMonth,
): FormErrors<'expMonth' | 'expYear'> {
  const errs: FormErrors<'expMonth' | 'expYear'> = {};
  const monthOk = expMonth !== null && Number.isInteger(expMonth) && expMonth >= 1 && expMonth <= 12;
  const yearOk =
    expYear !== null &&
    Number.isInteger(expYear) &&
    expYear >= today.year &&
    expYear <= today.year + EXPIRY_YEARS_AHEAD;
  if (!monthOk) errs.expMonth = PaymentMethodMessages.expMonth;
  if (!yearOk) errs.expYear = PaymentMethodMessages.expYear;
  if (monthOk && yearOk && expiryStatus({ month: expMonth, year: expYear }, today) === 'expired') {
    errs.expMonth = PaymentMethodMessages.expPast;
  }
  return errs;
}

/** Seed 002 §5 "With a different billing address": line 1, city, zip of exactly 5 digits; and a state. */
export function checkAddress(a: AddressInput): FormErrors<AddressField> {
  const errs: FormErrors<AddressField> = {};
  const line1 = a.addrLine1.trim();
  if (line1 === '' || !ADDRESS_LINE_PATTERN.test(line1)) errs.addrLine1 = PaymentMethodMessages.address;
  else if (line1.length > ADDRESS_LINE_MAX_LENGTH) errs.addrLine1 = PaymentMethodMessages.addressTooLong;
  const line2 = a.addrLine2.trim();
  if (!ADDRESS_LINE_PATTERN.test(line2) || line2.length > ADDRESS_LINE_MAX_LENGTH) {
    errs.addrLine2 = PaymentMethodMessages.addressTooLong;
  }
  const city = a.city.trim();
  if (city === '' || city.length > CITY_MAX_LENGTH || !CITY_PATTERN.test(city)) {
    errs.city = PaymentMethodMessages.city;
  }
  if (!US_STATES.some((s) => s.code === a.state)) errs.state = PaymentMethodMessages.state;
  if (!new RegExp(`^\\d{${BILLING_ZIP_LENGTH}}$`).test(a.zip.trim())) errs.zip = PaymentMethodMessages.zip;
  return errs;
}

const put = <F extends string>(errs: FormErrors<F>, field: F, message: string | null) => {
  if (message) errs[field] = message;
};

export function validateAddCard(input: AddCardInput, today: YearMonth): FormErrors<AddCardField> {
  const errs: FormErrors<AddCardField> = {};
  put(errs, 'nameOnAccount', checkNameOnAccount(input.nameOnAccount));
  put(errs, 'cardNumber', isValidCardNumber(input.cardNumber) ? null : PaymentMethodMessages.cardNumber);
  Object.assign(errs, checkExpiry(input.expMonth, input.expYear, today));
  put(errs, 'nickname', checkNickname(input.nickname));
  if (input.useDifferentAddress) Object.assign(errs, checkAddress(input.address));
  return errs;
}

export function validateAddBankAccount(input: AddBankAccountInput): FormErrors<AddBankAccountField> {
  const errs: FormErrors<AddBankAccountField> = {};
  put(errs, 'nameOnAccount', checkNameOnAccount(input.nameOnAccount));
  const routing = checkRoutingNumber(input.routingNumber);
  if (!routing.ok) errs.routingNumber = routing.message;
  const account = checkBankAccountNumber(input.accountNumber);
  if (!account.ok) errs.accountNumber = account.message;
  put(errs, 'nickname', checkNickname(input.nickname));
  return errs;
}

/** Edit (seed 002 §5): name and nickname, a card's expiry, and the address rules when one is given. */
export function validateEditMethod(
  input: EditMethodInput,
  ctx: { payType: 'CC' | 'BA'; today: YearMonth },
): FormErrors<EditMethodField> {
  const errs: FormErrors<EditMethodField> = {};
  put(errs, 'nameOnAccount', checkNameOnAccount(input.nameOnAccount));
  put(errs, 'nickname', checkNickname(input.nickname));
  if (ctx.payType === 'CC') Object.assign(errs, checkExpiry(input.expMonth, input.expYear, ctx.today));
  if (input.useDifferentAddress) Object.assign(errs, checkAddress(input.address));
  return errs;
}

export function hasErrors<F extends string>(errs: FormErrors<F>): boolean {
  return Object.keys(errs).length > 0;
}

/** What an edit would store: trimmed text, and no address when none is used. */
function comparable(i: EditMethodInput) {
  return JSON.stringify([
    i.nameOnAccount.trim(),
    i.nickname.trim(),
    i.expMonth,
    i.expYear,
    i.useDifferentAddress,
    i.useDifferentAddress
      ? [
          i.address.addrLine1.trim(),
          i.address.addrLine2.trim(),
          i.address.city.trim(),
          i.address.state,
          i.address.zip.trim(),
        ]
      : null,
    i.makeDefault,
  ]);
}

/** Seed 002 §5: "Save is enabled only when the form is valid and something changed". */
export function canSave(
  original: EditMethodInput,
  edited: EditMethodInput,
  ctx: { payType: 'CC' | 'BA'; today: YearMonth },
): boolean {
  return !hasErrors(validateEditMethod(edited, ctx)) && comparable(original) !== comparable(edited);
}
