/** Live chat's tables (migration 0030). Instants in ms. */
import type {
  SupportChatAuthor,
  SupportChatMessageKind,
  SupportChatStatus,
  SupportChatTopic,
} from '@coax/domain';

export interface SupportChatsTable {
  id: string;
  user_id: string;
  topic: SupportChatTopic;
  status: SupportChatStatus;
  lang: 'en' | 'es';
  agent_id: string | null;
  last_seq: number;
  created_at: number;
  taken_at: number | null;
  ended_at: number | null;
  transcript_sent_at: number | null;
}

export interface SupportChatMessagesTable {
  id: string;
  chat_id: string;
  seq: number;
  author: SupportChatAuthor;
  /** the user who wrote it; null for the chat's own events */
  author_id: string | null;
  kind: SupportChatMessageKind;
  body: string;
  created_at: number;
}

export interface SupportChatAgentsTable {
  agent_id: string;
  available_until: number;
}

export interface SupportChatTables {
  support_chats: SupportChatsTable;
  support_chat_messages: SupportChatMessagesTable;
  support_chat_agents: SupportChatAgentsTable;
}

/** Children first; all refer to users, so they go before the identity tables in DEMO_TABLES. */
export const SUPPORT_CHAT_TABLES = [
  'support_chat_messages',
  'support_chats',
  'support_chat_agents',
] as const satisfies ReadonlyArray<keyof SupportChatTables>;
