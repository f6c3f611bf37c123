import type { Kysely } from 'kysely';

// Live chat (issue 18 item 1): chats, their numbered messages, and which agents take chats now.
// The database is the one source of truth for every process: a message's seq is unique within
// its chat, and an event stream resumes after the last seq its reader saw. Times in bigint ms.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('support_chats')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('agent_id', 'text', (c) => c.references('users.id'))
    // the last seq given to a message of the chat; bumped under the chat's row lock
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('taken_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    .addColumn('transcript_sent_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('support_chats_user_idx')
    .on('support_chats')
    .columns(['user_id', 'status'])
    .execute();
  await db.schema
    .createIndex('support_chats_queue_idx')
    .on('support_chats')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createTable('support_chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('chat_id', 'text', (c) => c.notNull().references('support_chats.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('support_chat_messages_seq_uq', ['chat_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('support_chat_messages_sender_idx')
    .on('support_chat_messages')
    .columns(['chat_id', 'author_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('support_chat_agents')
    .addColumn('agent_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('available_until', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_chat_agents_until_idx')
    .on('support_chat_agents')
    .column('available_until')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_chat_agents').execute();
  await db.schema.dropTable('support_chat_messages').execute();
  await db.schema.dropTable('support_chats').execute();
}
