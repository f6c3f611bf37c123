import type { SupportChatTopic } from '@coax/domain';
import { createAreaT } from '../../../../i18n/area-t.ts';
import type { ReasonKeys } from '../../../../lib/refusal.ts';
import { supportChatEn } from './en.ts';
import { supportChatEs } from './es.ts';

export type SupportChatKey = keyof typeof supportChatEn;

/** `t` for live chat; the messages load with the chat panel. */
export const useSupportChatT = createAreaT<SupportChatKey>({ en: supportChatEn, es: supportChatEs });

export const TOPIC_LABELS: Record<SupportChatTopic, SupportChatKey> = {
  billing: 'supportChat.topic.billing',
  internet: 'supportChat.topic.internet',
  tv: 'supportChat.topic.tv',
  phone: 'supportChat.topic.phone',
  other: 'supportChat.topic.other',
};

/** The chat's refusals in the reader's words. */
export const CHAT_REASONS: ReasonKeys<SupportChatKey> = {
  'support.chat.too-fast': 'supportChat.refused.tooFast',
  'support.chat.ended': 'supportChat.refused.ended',
  'support.chat.already-open': 'supportChat.refused.alreadyOpen',
  'support.chat.not-found': 'supportChat.refused.notFound',
  'input.required': 'supportChat.refused.required',
  'input.too-short': 'supportChat.refused.required',
  'input.too-long': 'supportChat.refused.tooLong',
};
