import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { SupportChatAuthor, SupportChatMessageKind, SupportChatStatus } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { SupportChatMessagesTable, SupportChatsTable } from '../../db/schema-support-chat.ts';

// Every query of live chat. A message's seq comes from bumping its chat's last_seq in the same
// transaction as the insert: the update holds the chat's row until the commit, so two senders
// never get the same number, and (chat_id, seq) is unique besides.

type Db = Kysely<Database> | Transaction<Database>;
export type ChatRow = Selectable<SupportChatsTable>;
export type MessageRow = Selectable<SupportChatMessagesTable>;
export type MessageWithName = MessageRow & { author_name: string | null };

export async function insertChat(
  trx: Db,
  row: Pick<ChatRow, 'id' | 'user_id' | 'topic' | 'status' | 'lang' | 'created_at'>,
): Promise<void> {
  await trx
    .insertInto('support_chats')
    .values({
      ...row,
      agent_id: null,
      last_seq: 0,
      taken_at: null,
      ended_at: null,
      transcript_sent_at: null,
    })
    .execute();
}

/**
 * Adds a message with the chat's next seq; call it inside a transaction. With `openOnly`, the
 * message is added only while the chat is waiting or active (null otherwise), decided by the same
 * guarded update that takes the number, so a message never lands after the chat ended.
 */
export async function appendMessage(
  trx: Transaction<Database>,
  chatId: string,
  m: { author: SupportChatAuthor; authorId: string | null; kind: SupportChatMessageKind; body: string },
  now: number,
  openOnly = false,
): Promise<MessageRow | null> {
  let bump = trx
    .updateTable('support_chats')
    .set((eb) => ({ last_seq: eb('last_seq', '+', 1) }))
    .where('id', '=', chatId);
  if (openOnly) bump = bump.where('status', 'in', ['waiting', 'active']);
  const res = await bump.executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return null;
  const { last_seq: seq } = await trx
    .selectFrom('support_chats')
    .select('last_seq')
    .where('id', '=', chatId)
    .executeTakeFirstOrThrow();
  const row: MessageRow = {
    id: randomUUID(),
    chat_id: chatId,
    seq: Number(seq),
    author: m.author,
    author_id: m.authorId,
    kind: m.kind,
    body: m.body,
    created_at: now,
  };
  await trx.insertInto('support_chat_messages').values(row).execute();
  return row;
}

export async function findChat(db: Db, id: string): Promise<ChatRow | undefined> {
  return db.selectFrom('support_chats').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function openChatOf(db: Db, userId: string): Promise<ChatRow | undefined> {
  return db
    .selectFrom('support_chats')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', ['waiting', 'active'])
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Messages after `afterSeq`, in order, with the display name of who wrote each. */
export async function messagesAfter(db: Db, chatId: string, afterSeq: number): Promise<MessageWithName[]> {
  const rows = await db
    .selectFrom('support_chat_messages as m')
    .leftJoin('users as u', 'u.id', 'm.author_id')
    .selectAll('m')
    .select('u.display_name as author_name')
    .where('m.chat_id', '=', chatId)
    .where('m.seq', '>', afterSeq)
    .orderBy('m.seq')
    .execute();
  return rows.map((r) => ({ ...r, seq: Number(r.seq), created_at: Number(r.created_at) }));
}

/** When the sender's messages in the chat since `since` were written. */
export async function sentSince(db: Db, chatId: string, authorId: string, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom('support_chat_messages')
    .select('created_at')
    .where('chat_id', '=', chatId)
    .where('author_id', '=', authorId)
    .where('created_at', '>', since)
    .execute();
  return rows.map((r) => Number(r.created_at));
}

/** Moves a chat from one status to another; false when it was no longer in `from`. */
export async function moveChat(
  trx: Db,
  id: string,
  from: readonly SupportChatStatus[],
  set: Partial<Pick<ChatRow, 'status' | 'agent_id' | 'taken_at' | 'ended_at'>>,
): Promise<boolean> {
  const res = await trx
    .updateTable('support_chats')
    .set(set)
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Marks the transcript sent; false when it already was. */
export async function markTranscriptSent(trx: Db, id: string, now: number): Promise<boolean> {
  const res = await trx
    .updateTable('support_chats')
    .set({ transcript_sent_at: now })
    .where('id', '=', id)
    .where('transcript_sent_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export type QueueRow = ChatRow & { user_name: string; first_message: string; agent_name: string | null };

/** Chats waiting for an agent (oldest first) and the open chats `agentId` holds. */
export async function queueRows(db: Db, agentId: string): Promise<QueueRow[]> {
  const rows = await db
    .selectFrom('support_chats as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('users as a', 'a.id', 'c.agent_id')
    .innerJoin('support_chat_messages as m', (j) => j.onRef('m.chat_id', '=', 'c.id').on('m.seq', '=', 1))
    .selectAll('c')
    .select(['u.display_name as user_name', 'm.body as first_message', 'a.display_name as agent_name'])
    .where((eb) =>
      eb.or([
        eb('c.status', '=', 'waiting'),
        eb.and([eb('c.status', '=', 'active'), eb('c.agent_id', '=', agentId)]),
      ]),
    )
    .orderBy('c.created_at')
    .limit(100)
    .execute();
  return rows.map((r) => ({ ...r, created_at: Number(r.created_at), last_seq: Number(r.last_seq) }));
}

export async function userName(db: Db, id: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('display_name').where('id', '=', id).executeTakeFirst();
  return row?.display_name ?? null;
}

export async function contactOf(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['display_name', 'contact_email'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function setPresence(db: Db, agentId: string, until: number): Promise<void> {
  await db
    .insertInto('support_chat_agents')
    .values({ agent_id: agentId, available_until: until })
    .onConflict((oc) => oc.column('agent_id').doUpdateSet({ available_until: until }))
    .execute();
}

export async function presenceOf(db: Db, agentId: string): Promise<number> {
  const row = await db
    .selectFrom('support_chat_agents')
    .select('available_until')
    .where('agent_id', '=', agentId)
    .executeTakeFirst();
  return row ? Number(row.available_until) : 0;
}

/** Whether any agent takes chats at `now`. */
export async function anyAgentAvailable(db: Db, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('support_chat_agents')
    .select('agent_id')
    .where('available_until', '>', now)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
