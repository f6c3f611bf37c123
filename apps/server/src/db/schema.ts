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

export interface UsersTable {
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
}

export interface AuditLogTable {
  at: number;
  agent_id: string;
  subject_id: string;
  account_number: string;
  action: string;
  status: number;
}

export interface Database {
  accounts: AccountsTable;
  users: UsersTable;
  account_balances: AccountBalancesTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  audit_log: AuditLogTable;
}
