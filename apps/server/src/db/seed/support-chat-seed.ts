import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';
import { DAY, MINUTE } from '../../platform/clock.ts';

/** jsmith's chat with agent1 three days ago, ended, so the chat area has history to show. */
export const DEMO_SUPPORT_CHAT_ID = '3f1c2a9e-7d41-4b8a-9c55-1e0d7a6b2f18';

/**
 * Live chat's demo data: one ended chat of jsmith's, about billing, with agent1. No agent is
 * available at start: an agent says so on the desk.
 */
export async function seedSupportChat(trx: Transaction<Database>, now: number): Promise<void> {
  const at = now - 3 * DAY;
  await trx
    .insertInto('support_chats')
    .values({
      id: DEMO_SUPPORT_CHAT_ID,
      user_id: 'jsmith',
      topic: 'billing',
      status: 'ended',
      lang: 'en',
      agent_id: 'agent1',
      last_seq: 4,
      created_at: at,
      taken_at: at + MINUTE,
      ended_at: at + 5 * MINUTE,
      transcript_sent_at: null,
    })
    .execute();
  const lines = [
    { author: 'subscriber', author_id: 'jsmith', kind: 'text', body: 'Why did my bill go up this month?' },
    { author: 'system', author_id: 'agent1', kind: 'joined', body: '' },
    {
      author: 'agent',
      author_id: 'agent1',
      kind: 'text',
      body: 'The promotional rate on your internet plan ended last month.',
    },
    { author: 'system', author_id: 'jsmith', kind: 'ended', body: 'subscriber' },
  ] as const;
  await trx
    .insertInto('support_chat_messages')
    .values(
      lines.map((l, i) => ({
        id: `${DEMO_SUPPORT_CHAT_ID.slice(0, 34)}${String(i + 1).padStart(2, '0')}`,
        chat_id: DEMO_SUPPORT_CHAT_ID,
        seq: i + 1,
        ...l,
        created_at: at + (i + 1) * MINUTE,
      })),
    )
    .execute();
}
