import { Redis } from 'ioredis';
import type { Clock } from '../clock.ts';
import type { SessionRecord, SessionStore } from './session-store.ts';

/**
 * Sessions in Redis, for several server processes without a database round trip per request.
 * Each session is a JSON value that expires with the session; a set per id lists its sessions
 * so logout-all can find them.
 */
export function redisSessionStore(url: string, clock: Clock, prefix = 'coax:'): SessionStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  // Without a listener ioredis prints every failed reconnect; `watch` logs an outage once.
  redis.on('error', () => undefined);
  const k = (key: string) => `${prefix}sess:${key}`;
  const u = (userId: string) => `${prefix}user-sess:${userId}`;
  const ttl = (s: SessionRecord) => Math.max(1, s.expiresAt - clock.now());

  const get = async (key: string): Promise<SessionRecord | null> => {
    const raw = await redis.get(k(key));
    return raw ? (JSON.parse(raw) as SessionRecord) : null;
  };

  return {
    async create(s) {
      await redis
        .multi()
        .set(k(s.key), JSON.stringify(s), 'PX', ttl(s))
        .sadd(u(s.userId), s.key)
        .pexpire(u(s.userId), ttl(s))
        .exec();
    },
    get,
    async update(key, patch) {
      const s = await get(key);
      if (!s) return;
      const next = { ...s, ...patch };
      const m = redis.multi().set(k(key), JSON.stringify(next), 'PX', ttl(next));
      // a session given a longer life keeps its place in the id's set as long (sign out everywhere)
      if (patch.expiresAt !== undefined) m.pexpire(u(s.userId), ttl(next), 'GT');
      await m.exec();
    },
    async destroy(key) {
      const s = await get(key);
      const m = redis.multi().del(k(key));
      if (s) m.srem(u(s.userId), key);
      await m.exec();
    },
    async destroyAllFor(userId) {
      const keys = await redis.smembers(u(userId));
      if (keys.length === 0) return 0;
      const deleted = await redis.del(...keys.map(k));
      await redis.del(u(userId));
      return deleted;
    },
    async ping() {
      await redis.ping();
    },
    watch(watch) {
      redis.on('error', (err) => watch.down('redis', err));
      redis.on('ready', () => watch.up('redis'));
    },
    async close() {
      await redis.quit();
    },
  };
}
