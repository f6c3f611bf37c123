import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  SupportChat,
  SupportChatMessage,
  SupportChatQueue,
  SupportChatWithMessages,
} from '@coax/contract';
import {
  SUPPORT_CHAT_PRESENCE_MS,
  SUPPORT_CHAT_SEND_WINDOW_MS,
  SupportChatMessages as M,
  agentPresent,
  chatCaseMail,
  chatIsOpen,
  chatSendAllowed,
  chatTranscript,
  chatTranscriptMail,
  type SupportChatTopic,
} from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { enqueue } from '../../platform/outbox/outbox.ts';
import * as repo from './chat-repository.ts';
import type { ChatHub } from './chat-hub.ts';

// Live chat's rules. A subscriber reaches only their own chats; an agent reaches the chats
// waiting in the queue and those they took. Whatever is not reachable is "not found", so a
// stranger learns nothing of another account's chats.

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export function toMessage(m: repo.MessageWithName): SupportChatMessage {
  const named = m.author === 'agent' || m.kind === 'joined';
  return {
    id: m.id,
    seq: m.seq,
    author: m.author,
    kind: m.kind,
    body: m.body,
    agentName: named ? (m.author_name ?? null) : null,
    at: new Date(m.created_at).toISOString(),
  };
}

export type ChatService = ReturnType<typeof chatService>;

export function chatService(deps: { db: Kysely<Database>; clock: Clock; brand: string; hub: ChatHub }) {
  const { db, clock, brand, hub } = deps;
  const notFound = () => errors.notFound('support.chat.not-found', M.notFound);

  const toChat = async (row: repo.ChatRow): Promise<SupportChat> => ({
    id: row.id,
    topic: row.topic,
    status: row.status,
    agentName: row.agent_id ? await repo.userName(db, row.agent_id) : null,
    startedAt: new Date(Number(row.created_at)).toISOString(),
    endedAt: iso(row.ended_at),
    transcriptSent: row.transcript_sent_at !== null,
  });

  const withMessages = async (row: repo.ChatRow): Promise<SupportChatWithMessages> => ({
    chat: await toChat(row),
    messages: (await repo.messagesAfter(db, row.id, 0)).map(toMessage),
  });

  /** The chat, when the caller may see it. */
  async function visible(caller: Caller | null, chatId: string): Promise<repo.ChatRow> {
    if (!caller) throw errors.noSession();
    const row = await repo.findChat(db, chatId);
    if (!row) throw notFound();
    const me = caller.self.user.id;
    if (caller.isAgent) {
      if (row.status !== 'waiting' && row.agent_id !== me) throw notFound();
    } else if (row.user_id !== me) throw notFound();
    return row;
  }

  /** The chat, when the caller is its subscriber or the agent holding it. */
  async function party(caller: Caller | null, chatId: string): Promise<repo.ChatRow> {
    const row = await visible(caller, chatId);
    if (caller?.isAgent && row.agent_id !== caller.self.user.id) {
      throw errors.forbidden('support.chat.not-yours', M.notYours);
    }
    return row;
  }

  const subscriberOnly = (caller: Caller | null): string => {
    if (!caller) throw errors.noSession();
    if (caller.isAgent) throw errors.forbidden('support.chat.subscribers-only', M.subscribersOnly);
    return caller.self.user.id;
  };

  return {
    /** Starts a chat; with no agent available it becomes a case, acknowledged by e-mail once. */
    async start(
      caller: Caller | null,
      input: { topic: SupportChatTopic; message: string; lang: 'en' | 'es' },
    ): Promise<SupportChatWithMessages> {
      const userId = subscriberOnly(caller);
      if (await repo.openChatOf(db, userId)) {
        throw errors.conflict('support.chat.already-open', M.alreadyOpen);
      }
      const now = clock.now();
      const id = randomUUID();
      const staffed = await repo.anyAgentAvailable(db, now);
      await db.transaction().execute(async (trx) => {
        const status = staffed ? 'waiting' : 'case';
        await repo.insertChat(trx, {
          id,
          user_id: userId,
          topic: input.topic,
          status,
          lang: input.lang,
          created_at: now,
        });
        const first = { author: 'subscriber' as const, authorId: userId, kind: 'text' as const };
        await repo.appendMessage(trx, id, { ...first, body: input.message }, now);
        if (staffed) return;
        await repo.appendMessage(trx, id, { author: 'system', authorId: null, kind: 'case', body: '' }, now);
        const contact = await repo.contactOf(trx, userId);
        if (contact?.contact_email) {
          const mail = chatCaseMail(input.lang, brand, input.topic, input.message);
          await enqueue(trx, now, [
            { channel: 'email', to: contact.contact_email, ...mail, topic: `support-chat:${id}` },
          ]);
        }
      });
      const row = await repo.findChat(db, id);
      if (!row) throw notFound();
      return withMessages(row);
    },

    /** The subscriber's open chat, so the panel comes back to it after a reload. */
    async current(caller: Caller | null): Promise<SupportChatWithMessages | null> {
      if (!caller || caller.isAgent) return null;
      const row = await repo.openChatOf(db, caller.self.user.id);
      return row ? withMessages(row) : null;
    },

    async get(caller: Caller | null, chatId: string) {
      return withMessages(await visible(caller, chatId));
    },

    /** The chat a stream may follow (throws as `get` does). */
    async streamable(caller: Caller | null, chatId: string): Promise<repo.ChatRow> {
      return visible(caller, chatId);
    },

    async messagesAfter(chatId: string, afterSeq: number): Promise<SupportChatMessage[]> {
      return (await repo.messagesAfter(db, chatId, afterSeq)).map(toMessage);
    },

    async send(caller: Caller | null, chatId: string, body: string): Promise<SupportChatMessage> {
      const row = await party(caller, chatId);
      const me = caller?.self.user.id ?? '';
      if (!chatIsOpen(row.status)) throw errors.conflict('support.chat.ended', M.ended);
      const now = clock.now();
      const recent = await repo.sentSince(db, chatId, me, now - SUPPORT_CHAT_SEND_WINDOW_MS);
      if (!chatSendAllowed(recent, now)) throw errors.throttled('support.chat.too-fast', M.tooFast);
      const author = caller?.isAgent ? ('agent' as const) : ('subscriber' as const);
      const added = await db
        .transaction()
        .execute((trx) =>
          repo.appendMessage(trx, chatId, { author, authorId: me, kind: 'text', body }, now, true),
        );
      if (!added) throw errors.conflict('support.chat.ended', M.ended);
      hub.notify(chatId);
      const [message] = await repo.messagesAfter(db, chatId, added.seq - 1);
      if (!message) throw notFound();
      return toMessage(message);
    },

    /** Ends a chat from either side; the messages stay as its transcript. */
    async end(caller: Caller | null, chatId: string): Promise<SupportChatWithMessages> {
      const row = await party(caller, chatId);
      const now = clock.now();
      const side = caller?.isAgent ? 'agent' : 'subscriber';
      const ended = await db.transaction().execute(async (trx) => {
        if (!(await repo.moveChat(trx, chatId, ['waiting', 'active'], { status: 'ended', ended_at: now }))) {
          return false;
        }
        const event = {
          author: 'system' as const,
          authorId: caller?.self.user.id ?? null,
          kind: 'ended' as const,
        };
        await repo.appendMessage(trx, chatId, { ...event, body: side }, now);
        return true;
      });
      if (!ended) throw errors.conflict('support.chat.ended', M.ended);
      hub.notify(chatId);
      return withMessages((await repo.findChat(db, chatId)) ?? row);
    },

    /** E-mails an ended chat's transcript to its subscriber, once however often asked. */
    async transcript(caller: Caller | null, chatId: string): Promise<SupportChat> {
      subscriberOnly(caller);
      const row = await visible(caller, chatId);
      if (chatIsOpen(row.status)) throw errors.conflict('support.chat.open', M.stillOpen);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        if (!(await repo.markTranscriptSent(trx, chatId, now))) return;
        const contact = await repo.contactOf(trx, row.user_id);
        if (!contact?.contact_email) return;
        const agent = row.agent_id ? await repo.userName(trx, row.agent_id) : null;
        const lines = (await repo.messagesAfter(trx, chatId, 0)).map((m) => ({
          ...m,
          at: new Date(m.created_at).toISOString().slice(0, 16).replace('T', ' '),
        }));
        const text = chatTranscript(lines, { subscriber: contact.display_name, agent: agent ?? brand });
        const mail = chatTranscriptMail(row.lang, brand, row.topic, text);
        await enqueue(trx, now, [
          {
            channel: 'email',
            to: contact.contact_email,
            ...mail,
            topic: `support-chat-transcript:${chatId}`,
          },
        ]);
      });
      return toChat((await repo.findChat(db, chatId)) ?? row);
    },

    async queue(caller: Caller | null): Promise<SupportChatQueue> {
      if (!caller) throw errors.noSession();
      const me = caller.self.user.id;
      const now = clock.now();
      const rows = await repo.queueRows(db, me);
      const items = await Promise.all(
        rows.map(async (r) => ({
          ...(await toChat(r)),
          userId: r.user_id,
          userName: r.user_name,
          firstMessage: r.first_message,
          lang: r.lang,
        })),
      );
      return {
        available: agentPresent(await repo.presenceOf(db, me), now),
        waiting: items.filter((c) => c.status === 'waiting'),
        mine: items.filter((c) => c.status === 'active'),
      };
    },

    /** An agent starts (or renews) or stops taking chats. */
    async presence(caller: Caller | null, available: boolean): Promise<{ available: boolean }> {
      if (!caller) throw errors.noSession();
      const now = clock.now();
      await repo.setPresence(db, caller.self.user.id, available ? now + SUPPORT_CHAT_PRESENCE_MS : 0);
      return { available };
    },

    /** An agent takes a waiting chat; the first to ask gets it. */
    async take(caller: Caller | null, chatId: string): Promise<SupportChatWithMessages> {
      if (!caller) throw errors.noSession();
      const me = caller.self.user.id;
      const row = await repo.findChat(db, chatId);
      if (!row) throw notFound();
      const now = clock.now();
      const taken = await db.transaction().execute(async (trx) => {
        const set = { status: 'active' as const, agent_id: me, taken_at: now };
        if (!(await repo.moveChat(trx, chatId, ['waiting'], set))) return false;
        await repo.appendMessage(
          trx,
          chatId,
          { author: 'system', authorId: me, kind: 'joined', body: '' },
          now,
        );
        return true;
      });
      if (!taken) {
        if (row.status === 'waiting' || row.status === 'active') {
          throw errors.conflict('support.chat.taken', M.taken);
        }
        throw errors.conflict('support.chat.ended', M.ended);
      }
      hub.notify(chatId);
      return withMessages((await repo.findChat(db, chatId)) ?? row);
    },
  };
}
