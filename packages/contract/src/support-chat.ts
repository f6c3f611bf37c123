import { z } from 'zod';
import {
  SUPPORT_CHAT_AUTHORS,
  SUPPORT_CHAT_ID_PATTERN,
  SUPPORT_CHAT_MESSAGE_KINDS,
  SUPPORT_CHAT_MESSAGE_MAX,
  SUPPORT_CHAT_STATUSES,
  SUPPORT_CHAT_TOPICS,
  SupportChatMessages,
} from '@coax/domain';
import { defineRoute } from './route.ts';

// Live chat (issue 18 item 1; seed 002 §1 "/support/livepage/chat"): a subscriber's chat with an
// agent on the desk. New messages reach an open chat through a server-sent event stream at
// SUPPORT_CHAT_EVENTS_PATH (outside the JSON routes: it answers text/event-stream), each event a
// `supportChatMessage` whose `seq` is the event id, so a reconnect with Last-Event-ID resumes.

// Inline (no schema id): the attack suites read the choices straight from the body's schema.
export const supportChatTopic = z.enum(SUPPORT_CHAT_TOPICS, { error: 'Choose a topic.' });
export const supportChatStatus = z.enum(SUPPORT_CHAT_STATUSES).meta({ id: 'SupportChatStatus' });

/** One message of a chat, or one of the chat's own events (an agent joined, the chat ended). */
export const supportChatMessage = z
  .object({
    id: z.string(),
    /** 1, 2, 3… within the chat: the event stream's id */
    seq: z.number().int().min(1),
    author: z.enum(SUPPORT_CHAT_AUTHORS),
    kind: z.enum(SUPPORT_CHAT_MESSAGE_KINDS),
    /** what was written; empty for the chat's own events */
    body: z.string(),
    /** the agent's display name on agent messages and the joined event, else null */
    agentName: z.string().nullable(),
    /** ISO instant */
    at: z.string(),
  })
  .meta({ id: 'SupportChatMessage' });
export type SupportChatMessage = z.infer<typeof supportChatMessage>;

export const supportChat = z
  .object({
    id: z.string(),
    topic: supportChatTopic,
    status: supportChatStatus,
    /** the agent's display name once one has taken the chat */
    agentName: z.string().nullable(),
    /** ISO instants */
    startedAt: z.string(),
    endedAt: z.string().nullable(),
    /** whether the transcript was e-mailed */
    transcriptSent: z.boolean(),
  })
  .meta({ id: 'SupportChat' });
export type SupportChat = z.infer<typeof supportChat>;

export const supportChatWithMessages = z
  .object({ chat: supportChat, messages: z.array(supportChatMessage) })
  .meta({ id: 'SupportChatWithMessages' });
export type SupportChatWithMessages = z.infer<typeof supportChatWithMessages>;

/** A chat in the agents' queue. */
export const supportChatQueueItem = supportChat
  .extend({
    /** the subscriber's sign-in id and name */
    userId: z.string(),
    userName: z.string(),
    /** the subscriber's first message */
    firstMessage: z.string(),
    lang: z.enum(['en', 'es']),
  })
  .meta({ id: 'SupportChatQueueItem' });
export type SupportChatQueueItem = z.infer<typeof supportChatQueueItem>;

export const supportChatQueue = z
  .object({
    /** whether this agent takes chats now */
    available: z.boolean(),
    waiting: z.array(supportChatQueueItem),
    /** the chats this agent has taken and not ended */
    mine: z.array(supportChatQueueItem),
  })
  .meta({ id: 'SupportChatQueue' });
export type SupportChatQueue = z.infer<typeof supportChatQueue>;

const messageBody = z
  .string({ error: SupportChatMessages.messageRequired })
  .trim()
  .min(1, SupportChatMessages.messageRequired)
  .max(SUPPORT_CHAT_MESSAGE_MAX, SupportChatMessages.messageTooLong);

export const supportChatIdParams = z.object({
  chatId: z.string().regex(SUPPORT_CHAT_ID_PATTERN, SupportChatMessages.chatId),
});

/** The event stream of one chat: GET, text/event-stream, resumes after Last-Event-ID. */
export const SUPPORT_CHAT_EVENTS_PATH = '/api/support/chat/:chatId/events';

export const supportChatRoutes = {
  supportChatStart: defineRoute({
    method: 'POST',
    path: '/api/support/chat',
    summary:
      'Starts a chat with a topic and a first message; with no agent available it is kept as a case and acknowledged by e-mail',
    area: 'support',
    access: 'user',
    idempotent: true,
    body: z.object({
      topic: supportChatTopic,
      message: messageBody,
      lang: z.enum(['en', 'es'], { error: 'The language is en or es.' }).default('en'),
    }),
    response: supportChatWithMessages,
  }),
  supportChatCurrent: defineRoute({
    method: 'GET',
    path: '/api/support/chat/current',
    summary: "The subscriber's open chat (waiting or active), or null",
    area: 'support',
    access: 'user',
    response: z.object({ chat: supportChatWithMessages.nullable() }),
  }),
  supportChatGet: defineRoute({
    method: 'GET',
    path: '/api/support/chat/:chatId',
    summary: 'One chat and its messages: the subscriber their own, an agent any in the queue or theirs',
    area: 'support',
    access: 'user',
    params: supportChatIdParams,
    response: supportChatWithMessages,
  }),
  supportChatSend: defineRoute({
    method: 'POST',
    path: '/api/support/chat/:chatId/messages',
    summary: 'Sends a message in an open chat (limited in length and in rate)',
    area: 'support',
    access: 'user',
    params: supportChatIdParams,
    body: z.object({ body: messageBody }),
    response: supportChatMessage,
    status: 201,
  }),
  supportChatEnd: defineRoute({
    method: 'POST',
    path: '/api/support/chat/:chatId/end',
    summary: 'Ends a chat, from either side; the transcript is kept',
    area: 'support',
    access: 'user',
    params: supportChatIdParams,
    body: z.object({}),
    response: supportChatWithMessages,
  }),
  supportChatTranscript: defineRoute({
    method: 'POST',
    path: '/api/support/chat/:chatId/transcript',
    summary: "E-mails an ended chat's transcript to the subscriber, once",
    area: 'support',
    access: 'user',
    params: supportChatIdParams,
    body: z.object({}),
    response: supportChat,
  }),
  supportChatQueue: defineRoute({
    method: 'GET',
    path: '/api/support/chat/queue',
    summary: "The agents' chat queue: chats waiting for an agent and this agent's own",
    area: 'support',
    access: 'csr',
    response: supportChatQueue,
  }),
  supportChatPresence: defineRoute({
    method: 'POST',
    path: '/api/support/chat/presence',
    summary: 'An agent starts or stops taking chats; the desk renews it while the agent is there',
    area: 'support',
    access: 'csr',
    body: z.object({ available: z.boolean({ error: 'available is true or false.' }) }),
    response: z.object({ available: z.boolean() }),
  }),
  supportChatTake: defineRoute({
    method: 'POST',
    path: '/api/support/chat/:chatId/take',
    summary: 'An agent takes a waiting chat',
    area: 'support',
    access: 'csr',
    params: supportChatIdParams,
    body: z.object({}),
    response: supportChatWithMessages,
  }),
};
