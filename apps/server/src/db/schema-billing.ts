/** Bill pay tables (migration 0005; seed 002 §3). Money in cents, days as YYYY-MM-DD, instants in ms. */

import type {
  AutopayAmountType,
  AutopayDateType,
  CardType,
  MethodType,
  PaymentKind,
  PaymentStatus,
  PayType,
} from '@coax/domain';

// The column types come from domain's lists, so a status or kind is spelled in one place.
export type { CardType, MethodType, PaymentKind, PaymentStatus, PayType };

export interface PaymentMethodsTable {
  id: string;
  account_number: string;
  nickname: string;
  pay_type: PayType;
  method_type: MethodType;
  card_type: CardType | null;
  last4: string;
  exp_month: number | null;
  exp_year: number | null;
  name_on_account: string;
  routing_number: string | null;
  gateway_token: string;
  addr_line1: string | null;
  addr_line2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  is_default: number;
  created_at: number;
  updated_at: number;
  removed_at: number | null;
}

export interface PaymentsTable {
  id: string;
  account_number: string;
  method_id: string;
  amount_cents: number;
  pay_date: string;
  kind: PaymentKind;
  status: PaymentStatus;
  autopay_cycle: string | null;
  gateway_ref: string | null;
  failure_reason: string | null;
  csr_id: string | null;
  created_by: string;
  created_at: number;
  updated_at: number;
  posted_at: number | null;
  /** what the person is given to quote (domain confirmation-code.ts); unique; set on every insert */
  confirmation_code: string | null;
}

export interface AutopayEnrolmentsTable {
  account_number: string;
  method_id: string;
  date_type: AutopayDateType;
  days_in_advance: number | null;
  day_of_month: number | null;
  amount_type: AutopayAmountType;
  cap_cents: number | null;
  fixed_cents: number | null;
  email: string | null;
  created_by: string;
  created_at: number;
  updated_at: number;
}

export interface IdempotencyKeysTable {
  /** whose key: the subject user id, so two subscribers' keys never collide */
  scope: string;
  key: string;
  route: string;
  request_hash: string;
  state: 'running' | 'done';
  response_status: number | null;
  response_body: string | null;
  created_at: number;
  /** what the request made (a payment id), written with it; null until then */
  resource_id: string | null;
}

export interface StatementsTable {
  id: string;
  account_number: string;
  statement_date: string;
  period_start: string;
  period_end: string;
  due_date: string;
  previous_balance_cents: number;
  payments_cents: number;
  new_charges_cents: number;
  total_due_cents: number;
  insert_id: string | null;
}

export interface StatementLinesTable {
  statement_id: string;
  seq: number;
  section: string;
  description: string;
  /** the line's name in Spanish (0024); `description` is the English one */
  description_es: string;
  amount_cents: number;
  /** the rate code (INT300, BOX-HD, FEE-REG): the same service keeps it from bill to bill (0021) */
  code: string;
  /** StatementLineKind: recurring, promotion, one-time, credit, tax or payment */
  kind: string;
  /** a promotion's last day, YYYY-MM-DD */
  promo_ends_on: string | null;
  /** a promotion's service: the code of the line it lowers */
  applies_to: string | null;
}

export interface BillInsertsTable {
  id: string;
  title_en: string;
  title_es: string;
  body_en: string;
  body_es: string;
  published_at: number;
}

export interface EbillPreferencesTable {
  account_number: string;
  email: string | null;
  paper_bill: number;
  mail_notify: number;
  updated_at: number;
  updated_by: string;
}

/** Seed 002 §3 Ebill info for a move (migration 0007): the old account, the new one, the choice. */
export interface AccountMovesTable {
  from_account_number: string;
  to_account_number: string;
  mt_aknow_ind: number;
  ap_opt_out: number;
  pm_opt_out: number;
  remind_after: string | null;
  result_code: string | null;
  created_at: number;
  resolved_at: number | null;
  resolved_by: string | null;
}

/** Seed 002 §7 toggleAccount (migration 0007): a session's bill pay on an account other than its own. */
export interface BillingAccountChoicesTable {
  session_key: string;
  user_id: string;
  account_number: string;
  chosen_at: number;
}

export interface BillingTables {
  payment_methods: PaymentMethodsTable;
  payments: PaymentsTable;
  autopay_enrolments: AutopayEnrolmentsTable;
  idempotency_keys: IdempotencyKeysTable;
  statements: StatementsTable;
  statement_lines: StatementLinesTable;
  bill_inserts: BillInsertsTable;
  ebill_preferences: EbillPreferencesTable;
  account_moves: AccountMovesTable;
  billing_account_choices: BillingAccountChoicesTable;
}

/**
 * Bill pay's tables, children first. `idempotency_keys` is platform's store of answers to
 * idempotent calls (platform/http/idempotency.ts); it is declared here, where bill pay brought it.
 */
export const BILLING_TABLES = [
  'billing_account_choices',
  'account_moves',
  'idempotency_keys',
  'payments',
  'autopay_enrolments',
  'payment_methods',
  'statement_lines',
  'statements',
  'bill_inserts',
  'ebill_preferences',
] as const satisfies ReadonlyArray<keyof BillingTables>;
