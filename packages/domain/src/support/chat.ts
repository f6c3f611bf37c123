import { MINUTE_MS } from '../time.ts';

/**
 * Live chat (issue 18 item 1; seed 002 §1 "/support/livepage/chat: a link that opens live chat
 * instead of navigating"). A subscriber starts a chat with a topic and a first message; an agent
 * on the desk takes it and replies; either side ends it. With no agent available the chat is kept
 * as a case and answered by e-mail.
 */

/** The seed's chat link: it opens the chat panel over the page rather than navigating. */
export const SUPPORT_CHAT_PATH = '/support/livepage/chat';

/** What a chat is about; the subscriber picks one when starting. */
export const SUPPORT_CHAT_TOPICS = ['billing', 'internet', 'tv', 'phone', 'other'] as const;
export type SupportChatTopic = (typeof SUPPORT_CHAT_TOPICS)[number];

/**
 * A chat's life: waiting for an agent, active with one, ended, or kept as a case to be answered
 * by e-mail because no agent was available when it started.
 */
export const SUPPORT_CHAT_STATUSES = ['waiting', 'active', 'ended', 'case'] as const;
export type SupportChatStatus = (typeof SUPPORT_CHAT_STATUSES)[number];

/** Who wrote a message: the subscriber, the agent, or the chat itself (joined, ended, case). */
export const SUPPORT_CHAT_AUTHORS = ['subscriber', 'agent', 'system'] as const;
export type SupportChatAuthor = (typeof SUPPORT_CHAT_AUTHORS)[number];

/** What a message is: text someone wrote, or one of the chat's own events. */
export const SUPPORT_CHAT_MESSAGE_KINDS = ['text', 'joined', 'ended', 'case'] as const;
export type SupportChatMessageKind = (typeof SUPPORT_CHAT_MESSAGE_KINDS)[number];

/** The longest message, in characters. */
export const SUPPORT_CHAT_MESSAGE_MAX = 1000;
/** Messages one person may send in one chat within a minute. */
export const SUPPORT_CHAT_SENDS_PER_MINUTE = 10;
export const SUPPORT_CHAT_SEND_WINDOW_MS = MINUTE_MS;
/** An agent who said "available" counts as signed in to chat for this long after the last word. */
export const SUPPORT_CHAT_PRESENCE_MS = MINUTE_MS;
/** How often the desk renews an available agent's presence. */
export const SUPPORT_CHAT_PRESENCE_RENEW_MS = 20_000;
/** How often an open event stream looks in the database for messages another process wrote. */
export const SUPPORT_CHAT_POLL_MS = 1000;
/** How often an open event stream sends a keep-alive comment. */
export const SUPPORT_CHAT_KEEPALIVE_MS = 15_000;

export const SupportChatMessages = {
  messageRequired: 'Enter a message.',
  messageTooLong: `A message can be at most ${SUPPORT_CHAT_MESSAGE_MAX} characters.`,
  chatId: 'That is not a chat id.',
  notFound: 'We could not find that chat.',
  ended: 'This chat has ended.',
  taken: 'Another agent has taken this chat.',
  notYours: 'This chat is not yours to answer.',
  alreadyOpen: 'You already have a chat open.',
  tooFast: 'You are sending messages too quickly. Please wait a moment.',
  subscribersOnly: 'Chats are started by subscribers.',
  stillOpen: 'End the chat before asking for its transcript.',
} as const;

/** Chat ids are UUIDs. */
export const SUPPORT_CHAT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a chat still takes messages. */
export function chatIsOpen(status: SupportChatStatus): boolean {
  return status === 'waiting' || status === 'active';
}

/**
 * Whether another message fits the rate limit, given when the sender's recent messages in the
 * chat were written.
 */
export function chatSendAllowed(recentSentAt: readonly number[], now: number): boolean {
  const inWindow = recentSentAt.filter((at) => at > now - SUPPORT_CHAT_SEND_WINDOW_MS).length;
  return inWindow < SUPPORT_CHAT_SENDS_PER_MINUTE;
}

/** Whether an agent's last presence still counts as available. */
export function agentPresent(availableUntil: number, now: number): boolean {
  return availableUntil > now;
}

/** The plain-text transcript the subscriber may have e-mailed. */
export function chatTranscript(
  lines: readonly { author: SupportChatAuthor; kind: SupportChatMessageKind; body: string; at: string }[],
  names: { subscriber: string; agent: string },
): string {
  return lines
    .filter((l) => l.kind === 'text')
    .map((l) => `[${l.at}] ${l.author === 'agent' ? names.agent : names.subscriber}: ${l.body}`)
    .join('\n');
}
