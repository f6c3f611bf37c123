/** Support troubleshooting tables (migration 0027). Instants in ms. */
import type { Generated } from 'kysely';
import type { OutageStatus, ServiceStatusSymptom, TroubleshootService } from '@coax/domain';

export interface SupportModemsTable {
  mac_address: string;
  account_number: string;
  model: string;
  reset_started_at: number | null;
  resets: Generated<number>;
}

export interface SupportSetTopBoxesTable {
  id: string;
  account_number: string;
  model: string;
  room: string;
  labox: number;
}

export interface SupportTroubleshootLogTable {
  id: Generated<number>;
  account_number: string;
  user_id: string;
  service: TroubleshootService;
  step: string;
  /** the answers so far, comma-separated */
  actions: string;
  customer_term: string;
  created_at: number;
}

export interface SupportServiceCasesTable {
  id: Generated<number>;
  account_number: string;
  user_id: string;
  name: string;
  email: string;
  phone: string;
  product_name: TroubleshootService;
  comments: string;
  created_at: number;
}

export interface SupportStatusReportsTable {
  id: Generated<number>;
  account_number: string;
  symptom: ServiceStatusSymptom;
  /** the services, comma-separated */
  services: string;
  confirm_outage: number;
  /** the account's outage status when reported */
  outage_status: OutageStatus;
  created_at: number;
}

export interface SupportConsentsTable {
  account_number: string;
  access_code: string;
  granted_by: string;
  expires_at: number;
}

export interface SupportTroubleshootTables {
  support_modems: SupportModemsTable;
  support_set_top_boxes: SupportSetTopBoxesTable;
  support_troubleshoot_log: SupportTroubleshootLogTable;
  support_service_cases: SupportServiceCasesTable;
  support_status_reports: SupportStatusReportsTable;
  support_consents: SupportConsentsTable;
}

/** They all refer to accounts, so they go before the accounts in DEMO_TABLES. */
export const SUPPORT_TROUBLESHOOT_TABLES = [
  'support_consents',
  'support_status_reports',
  'support_service_cases',
  'support_troubleshoot_log',
  'support_set_top_boxes',
  'support_modems',
] as const satisfies ReadonlyArray<keyof SupportTroubleshootTables>;
