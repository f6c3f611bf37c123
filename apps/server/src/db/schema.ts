import type { Generated } from 'kysely';
import type { AuditActorRole, AuditKind } from '@coax/domain';
import type { BillingTables } from './schema-billing.ts';
import type { VodTables } from './schema-vod.ts';
import type { ListingsTables } from './schema-listings.ts';
import type { DvrTables } from './schema-dvr.ts';
import type { PhoneTables } from './schema-phone.ts';
import type { BoxSettingsTables } from './schema-box-settings.ts';
import type { ShopServicesTables } from './schema-shop-services.ts';
import type { AppointmentsTables, OutboxTables } from './schema-appointments.ts';
import type { IdentityTables, UserIdentityColumns } from './schema-identity.ts';
import type { NetworkTables } from './schema-network.ts';
import type { SupportTables } from './schema-support.ts';
import type { SupportCasesTables } from './schema-support-cases.ts';
import type { OutageNoticesTables } from './schema-outage-notices.ts';
import type { SupportTroubleshootTables } from './schema-support-troubleshoot.ts';
import type { PromotionsTable } from './schema-promotions.ts';
import type { PaymentArrangementInstalmentsTable, PaymentArrangementsTable } from './schema-arrangements.ts';
import type { LocatorTables } from './schema-locator.ts';
import type { ShopTables } from './schema-shop.ts';
import type { ShopReturnsTables } from './schema-shop-returns.ts';
import type { SupportChatTables } from './schema-support-chat.ts';

/** Times are integer milliseconds since the epoch (UTC); money is integer cents. */
export interface AccountsTable {
  account_number: string;
  corp_id: string;
  /** seed 002 §4 account types 0-3 */
  type: number;
  active: number;
  disconnect_date: string | null;
  ool: number;
  m2m: number | null;
  ov: number;
  io: number;
  biz: number;
  labox: number;
  hub_id: string | null;
  lineup_id: string | null;
  hd_hub_id: string | null;
  hd_lineup_id: string | null;
  eoid: string | null;
}

export interface UsersTable extends UserIdentityColumns {
  /** the sign-in id, lower case */
  id: string;
  account_number: string | null;
  role: 'subscriber' | 'csr';
  display_name: string;
  primary_user: number;
  bp: number;
  email: number;
  dvr: number;
  mus: string | null;
  language: 'en' | 'es';
  password_hash: string;
  created_at: number;
}

export interface AccountBalancesTable {
  account_number: string;
  amount_due_cents: number;
  current_balance_cents: number;
  due_date: string | null;
  past_due: string;
  past_due_cents: number;
}

export interface SessionsTable {
  /** sha-256 of the cookie value: a leaked table gives no usable session */
  id: string;
  user_id: string;
  acting_for: string | null;
  remember: number;
  created_at: number;
  auth_at: number;
  last_seen_at: number;
  expires_at: number;
}

export interface LoginFailuresTable {
  user_key: string;
  ip: string;
  at: number;
  /** the trusted browser that failed (its device cookie's hash); null for any other (migration 0023) */
  device_hash: string | null;
}

/** A browser where an id signed in: its failed sign-ins are counted apart (migration 0023). */
export interface TrustedDevicesTable {
  token_hash: string;
  user_key: string;
  created_at: number;
  last_used_at: number;
}

/** Sign-in sessions and the failed tries that lock sign-in (the session area), children first. */
export const SESSION_TABLES = [
  'sessions',
  'login_failures',
  'trusted_devices',
] as const satisfies ReadonlyArray<keyof Database>;

/** Accounts and their sign-in ids: every other area's rows refer to them, so they are emptied last. */
export const IDENTITY_TABLES = ['users', 'accounts'] as const satisfies ReadonlyArray<keyof Database>;

export interface AuditLogTable {
  /** the log's stable order after `at` (migration 0019) */
  id: Generated<number>;
  at: number;
  /** who did it: an agent's id, the subscriber's own id, or 'system' (migration 0019; was agent_id) */
  actor_id: string;
  actor_role: AuditActorRole;
  /** whose account it touched */
  subject_id: string;
  account_number: string;
  kind: AuditKind;
  action: string;
  status: number;
  /** what was done in a word or two (amount, payment id); never a card or account number (migration 0005) */
  detail?: string | null;
}

/** Seed 000 §3 Billing summary fields of the bill widget, per account (migration 0003). */
export interface AccountBillingStatusTable {
  account_number: string;
  statement_balance_cents: number;
  next_statement_date: string | null;
  recent_pay_date: string | null;
  recent_pay_cents: number | null;
  has_auto_pay: number;
  has_scheduled_payment: number;
  default_pm_nickname: string | null;
  past_due_with_ppv_cents: number;
  wrt: number;
  ppv_inhibit: number;
  pre_deauth: number;
  deauth: number;
  deauth_start_date: string | null;
}

/**
 * Billing's tables of the first migrations (balances, the bill widget's summary, the audit log
 * of money movements); the rest are BILLING_TABLES in schema-billing.ts.
 */
export const BILLING_ACCOUNT_TABLES = [
  'account_billing_status',
  'audit_log',
  'account_balances',
] as const satisfies ReadonlyArray<keyof Database>;

/** Seed 000 §3 Home modules preference: the server names of the two home slots, per user. */
export interface HomePreferencesTable {
  user_id: string;
  home_func1: string;
  home_func2: string;
  updated_at: number;
}

/** The account's voicemail box (seed 000 §3 Voicemail counter counts the new ones). */
export interface VoicemailMessagesTable {
  id: string;
  account_number: string;
  from_number: string;
  received_at: number;
  duration_seconds: number;
  is_new: number;
  /** migration 0016: the caller id's name, what was said and its language */
  from_name: string | null;
  transcript: string | null;
  transcript_language: Generated<'en' | 'es'>;
}

/** A user's mailbox (seed 000 §3 Webmail); status is one of the seven webmail statuses. */
export interface MailboxMessagesTable {
  id: string;
  user_id: string;
  sender: string;
  subject: string;
  received_at: number;
  status: string;
  /** migration 0016: plain text, paragraphs separated by a blank line */
  body: Generated<string>;
}

/** The dashboard's tables: home modules chosen, voicemail and webmail. */
export const DASHBOARD_TABLES = [
  'mailbox_messages',
  'voicemail_messages',
  'home_preferences',
] as const satisfies ReadonlyArray<keyof Database>;

/** Seed 000 §3 Alert as an operator stores it (migration 0002); lists are JSON text. */
export interface OperatorAlertsTable {
  id: string;
  title: string;
  summary: string;
  message: string | null;
  /** null: none given (shown as major) */
  type: string | null;
  language: string;
  regions: string;
  corp_ids: string;
  link: string | null;
  source: string | null;
  primary_message: string | null;
  priority: number | null;
  action_alert: number;
  ctas: string;
  icon: string | null;
  img: string | null;
  published: number;
  publish_at: number;
  expires_at: number | null;
  updated_at: number;
  updated_by: string;
}

export const ALERTS_TABLES = ['operator_alerts'] as const satisfies ReadonlyArray<keyof Database>;

/** A node of the cable plant: its outage, maintenance window and distress flag (migration 0002). */
export interface NetworkNodesTable {
  id: string;
  name: string;
  region: string;
  outage_started_at: number | null;
  outage_cleared_at: number | null;
  outage_etr_at: number | null;
  maintenance_starts_at: number | null;
  maintenance_ends_at: number | null;
  in_distress: number;
}

/** Which nodes serve a ZIP code (migration 0002). */
export interface NetworkNodeZipsTable {
  zip: string;
  node_id: string;
}

/** The node serving an account and the state of its equipment (migration 0002). */
export interface AccountNetworkTable {
  account_number: string;
  node_id: string | null;
  devices_offline: number;
  vod_hold: number;
}

/** The outage area's view of the cable plant, children first. */
export const OUTAGE_TABLES = [
  'account_network',
  'network_node_zips',
  'network_nodes',
] as const satisfies ReadonlyArray<keyof Database>;

/** FAQ products per language (migration 0004; seed 000 §3 FAQ product). */
export interface FaqProductsTable {
  id: string;
  language: 'en' | 'es';
  name: string;
  position: number;
}

/** FAQ categories: the "subs" of a product (migration 0004). */
export interface FaqCategoriesTable {
  id: string;
  language: 'en' | 'es';
  product_id: string;
  name: string;
  position: number;
}

/** FAQ answers; the same id in each language (migration 0004). */
export interface FaqAnswersTable {
  id: number;
  language: 'en' | 'es';
  product_id: string;
  category_id: string;
  title: string;
  body: string;
  keywords: string;
  popularity: number;
  updated_at: number;
}

/** The FAQ search index: words and their prefixes, with the best field weight (migration 0004). */
export interface FaqTermsTable {
  language: 'en' | 'es';
  term: string;
  answer_id: number;
  weight: number;
}

/** Every FAQ table, children first. */
export const FAQ_TABLES = [
  'faq_terms',
  'faq_answers',
  'faq_categories',
  'faq_products',
] as const satisfies ReadonlyArray<keyof Database>;

/** Seed 000 §7 support number by corp (migration 0004); a corp not listed uses SUPPORT_PHONE. */
export interface CorpSupportNumbersTable {
  corp_id: string;
  phone: string;
}

/** The configuration area's table. */
export const CONFIG_TABLES = ['corp_support_numbers'] as const satisfies ReadonlyArray<keyof Database>;

export interface Database
  extends
    BillingTables,
    VodTables,
    ListingsTables,
    DvrTables,
    PhoneTables,
    BoxSettingsTables,
    AppointmentsTables,
    OutboxTables,
    IdentityTables,
    NetworkTables,
    SupportTables,
    SupportCasesTables,
    SupportTroubleshootTables,
    LocatorTables,
    ShopServicesTables,
    ShopTables,
    ShopReturnsTables,
    SupportChatTables,
    OutageNoticesTables {
  accounts: AccountsTable;
  users: UsersTable;
  account_balances: AccountBalancesTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  trusted_devices: TrustedDevicesTable;
  audit_log: AuditLogTable;
  account_billing_status: AccountBillingStatusTable;
  operator_alerts: OperatorAlertsTable;
  network_nodes: NetworkNodesTable;
  network_node_zips: NetworkNodeZipsTable;
  account_network: AccountNetworkTable;
  home_preferences: HomePreferencesTable;
  voicemail_messages: VoicemailMessagesTable;
  mailbox_messages: MailboxMessagesTable;
  faq_products: FaqProductsTable;
  faq_categories: FaqCategoriesTable;
  faq_answers: FaqAnswersTable;
  faq_terms: FaqTermsTable;
  corp_support_numbers: CorpSupportNumbersTable;
  promotions: PromotionsTable;
  payment_arrangements: PaymentArrangementsTable;
  payment_arrangement_instalments: PaymentArrangementInstalmentsTable;
}
