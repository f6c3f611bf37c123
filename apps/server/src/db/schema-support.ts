/** The support area's table (migration 0022). Instants in ms. */
import type { SupportNotificationKind } from '@coax/domain';

export interface SupportNotificationsTable {
  id: number;
  /** null: for everyone */
  corp_id: string | null;
  kind: SupportNotificationKind;
  title_en: string;
  title_es: string;
  summary_en: string;
  summary_es: string;
  body_en: string;
  body_es: string;
  published_at: number;
  expires_at: number | null;
}

export interface SupportTables {
  support_notifications: SupportNotificationsTable;
}

/** Support tables; they refer to nothing, so they can go anywhere in DEMO_TABLES. */
export const SUPPORT_TABLES = ['support_notifications'] as const satisfies ReadonlyArray<keyof SupportTables>;
