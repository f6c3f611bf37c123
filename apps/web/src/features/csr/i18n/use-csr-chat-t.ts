import type { SupportChatTopic } from '@coax/domain';
import { createAreaT } from '../../../i18n/area-t.ts';
import type { ReasonKeys } from '../../../lib/refusal.ts';
import { csrChatEn } from './chat-en.ts';
import { csrChatEs } from './chat-es.ts';

export type CsrChatKey = keyof typeof csrChatEn;

/** `t` for the desk's chat queue. */
export const useCsrChatT = createAreaT<CsrChatKey>({ en: csrChatEn, es: csrChatEs });

export const CSR_TOPIC_LABELS: Record<SupportChatTopic, CsrChatKey> = {
  billing: 'csrChat.topic.billing',
  internet: 'csrChat.topic.internet',
  tv: 'csrChat.topic.tv',
  phone: 'csrChat.topic.phone',
  other: 'csrChat.topic.other',
};

export const CSR_CHAT_REASONS: ReasonKeys<CsrChatKey> = {
  'support.chat.taken': 'csrChat.refused.taken',
  'support.chat.ended': 'csrChat.refused.ended',
  'support.chat.too-fast': 'csrChat.refused.tooFast',
};
