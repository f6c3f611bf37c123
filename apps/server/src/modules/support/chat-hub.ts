import { Redis } from 'ioredis';
import type { Log } from '../../platform/logger.ts';

// Tells open event streams that their chat has news. The database stays the one source of truth:
// a wake-up only makes a stream read its chat's messages after the last seq it sent, so a lost,
// late or doubled wake-up neither loses nor doubles a message. With REDIS_URL the wake-up reaches
// the streams of every process (pub/sub); without it, the streams of this process hear it at once
// and those of another process within their next poll of the database.

const CHANNEL = 'coax:support-chat';

export interface ChatHub {
  /** a chat has new messages: wake its streams here and, through Redis, everywhere */
  notify(chatId: string): void;
  /** calls `wake` when the chat may have news; answers the function that stops listening */
  watch(chatId: string, wake: () => void): () => void;
  /** ends every open stream (the server is closing) and drops the Redis connections */
  close(): Promise<void>;
  /** registers what ends one open stream when the server closes; answers its removal */
  onClose(end: () => void): () => void;
}

export function chatHub(redisUrl: string | undefined, log: Log): ChatHub {
  const watchers = new Map<string, Set<() => void>>();
  const closers = new Set<() => void>();
  const wakeLocal = (chatId: string) => {
    for (const wake of watchers.get(chatId) ?? []) wake();
  };

  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (redisUrl) {
    pub = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
    sub = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
    // A broken Redis only slows wake-ups down to the poll: log it, keep going.
    pub.on('error', (err) => log.warn({ err }, 'chat wake-ups: redis publisher'));
    sub.on('error', (err) => log.warn({ err }, 'chat wake-ups: redis subscriber'));
    sub.on('message', (_channel, chatId: string) => wakeLocal(chatId));
    void sub.subscribe(CHANNEL).catch((err: unknown) => log.warn({ err }, 'chat wake-ups: subscribe'));
  }

  return {
    notify(chatId) {
      wakeLocal(chatId);
      pub?.publish(CHANNEL, chatId).catch((err: unknown) => log.warn({ err }, 'chat wake-ups: publish'));
    },
    watch(chatId, wake) {
      const set = watchers.get(chatId) ?? new Set();
      set.add(wake);
      watchers.set(chatId, set);
      return () => {
        set.delete(wake);
        if (set.size === 0) watchers.delete(chatId);
      };
    },
    onClose(end) {
      closers.add(end);
      return () => closers.delete(end);
    },
    async close() {
      for (const end of [...closers]) end();
      closers.clear();
      await Promise.all([pub?.quit(), sub?.quit()].map((p) => p?.catch(() => undefined)));
    },
  };
}
