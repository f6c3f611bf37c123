/** One outage notice to one id: an outage of a node (its start), and which notice (migration 0043). */
export interface OutageNoticesTable {
  node_id: string;
  started_at: number;
  user_id: string;
  kind: 'detected' | 'restored';
  written_at: number;
  /** how many messages it wrote to the outbox; 0 when the id's entries take no outage notices */
  messages: number;
}

export interface OutageNoticesTables {
  outage_notices: OutageNoticesTable;
}

export const OUTAGE_NOTICES_TABLES = ['outage_notices'] as const satisfies ReadonlyArray<
  keyof OutageNoticesTables
>;
