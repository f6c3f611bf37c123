/** Support cases' tables (migration 0028). Instants in ms. */
import type {
  AttachmentType,
  CreditReason,
  CreditRequestStatus,
  EmailUsService,
  EmailUsTemplate,
  SupportCaseStatus,
} from '@coax/domain';

export interface SupportCasesTable {
  id: string;
  user_id: string;
  account_number: string;
  name: string;
  email: string;
  language: 'en' | 'es';
  service: EmailUsService;
  template_name: EmailUsTemplate;
  subject: string;
  question: string;
  status: SupportCaseStatus;
  attachment_name: string | null;
  attachment_type: AttachmentType | null;
  attachment_bytes: number | null;
  created_at: number;
  answer: string | null;
  answered_at: number | null;
  answered_by: string | null;
}

export interface SupportCaseAttachmentsTable {
  case_id: string;
  content_base64: string;
}

export interface TheftReportsTable {
  id: string;
  user_id: string;
  account_number: string;
  first_name: string;
  last_name: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  description: string;
  latitude: number | null;
  longitude: number | null;
  zip: string | null;
  created_at: number;
}

export interface CreditRequestsTable {
  id: string;
  account_number: string;
  user_id: string;
  reason: CreditReason;
  ref: string;
  status: CreditRequestStatus;
  period_start: number;
  period_end: number;
  amount_cents: number;
  by_rule: number;
  note: string;
  created_at: number;
  decided_at: number | null;
  decided_by: string | null;
}

/** A credit waiting for the account's next statement; its id is the credit request's. */
export interface BillCreditsTable {
  id: string;
  account_number: string;
  amount_cents: number;
  description: string;
  description_es: string;
  created_at: number;
  /** the statement that printed it (0035); null while it waits for the next one */
  statement_id: string | null;
  applied_at: number | null;
}

/** A past outage of a network node, cleared. */
export interface NodeOutageHistoryTable {
  id: number;
  node_id: string;
  started_at: number;
  cleared_at: number;
}

export interface SupportCasesTables {
  support_cases: SupportCasesTable;
  support_case_attachments: SupportCaseAttachmentsTable;
  theft_reports: TheftReportsTable;
  credit_requests: CreditRequestsTable;
  bill_credits: BillCreditsTable;
  node_outage_history: NodeOutageHistoryTable;
}

/** Support cases' tables, children first; they refer to nothing by foreign key. */
export const SUPPORT_CASES_TABLES = [
  'support_case_attachments',
  'support_cases',
  'theft_reports',
  'bill_credits',
  'credit_requests',
  'node_outage_history',
] as const satisfies ReadonlyArray<keyof SupportCasesTables>;
