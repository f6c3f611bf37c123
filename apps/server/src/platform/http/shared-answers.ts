import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';

/** A kept public answer as every process can read it. */
export interface SharedAnswer {
  json: Buffer;
  etag: string;
  expiresAt: number;
}

/**
 * Public answers kept once for every process behind the load balancer, next to each process's
 * own copies. A failure here only costs the answer being built again: nothing waits on it.
 */
export interface SharedAnswerStore {
  get(key: string): Promise<SharedAnswer | undefined>;
  put(key: string, answer: SharedAnswer, now: number): Promise<void>;
  /** forgets the answers under `prefix` here and tells every process to forget its own copies */
  clear(prefix: string): Promise<void>;
  /** settles once the store can be written and hears clears (until then it is skipped) */
  ready: Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'public-answers:clear';
/** A slow Redis must not hold a request longer than building the answer would. */
const COMMAND_TIMEOUT_MS = 200;

/** `etag \n expiresAt \n json`: one value, read in one round trip. */
function encode(a: SharedAnswer): Buffer {
  return Buffer.concat([Buffer.from(`${a.etag}\n${a.expiresAt}\n`), a.json]);
}

export function decode(raw: Buffer): SharedAnswer | undefined {
  const first = raw.indexOf(10);
  const second = first < 0 ? -1 : raw.indexOf(10, first + 1);
  if (second < 0) return undefined;
  const expiresAt = Number(raw.subarray(first + 1, second).toString());
  if (!Number.isFinite(expiresAt)) return undefined;
  return { etag: raw.subarray(0, first).toString(), expiresAt, json: raw.subarray(second + 1) };
}

/**
 * The keys' namespace for one deployment: its processes share a database, and a Redis shared by
 * several deployments (development, tests) must not hand one's catalogue or listings to another.
 */
export function publicAnswersNamespace(database: string): string {
  return `coax:public:${createHash('sha256').update(database).digest('hex').slice(0, 16)}:`;
}

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * The shared store on Redis (`REDIS_URL`). Keys live under `namespace`; a clear deletes them
 * with SCAN and publishes the prefix, and `onClear` hears every process's clears, its own too.
 */
export function redisAnswerStore(
  url: string,
  log: Log,
  onClear: (prefix: string) => void,
  namespace: string,
): SharedAnswerStore {
  // No queue while disconnected: a request never waits for Redis to come back, it builds the answer.
  const options = { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: COMMAND_TIMEOUT_MS };
  const client = new Redis(url, options);
  const sub = new Redis(url, { maxRetriesPerRequest: 1 });
  client.on('error', (err) => log.warn({ err }, 'public answers: redis'));
  sub.on('error', (err) => log.warn({ err }, 'public answers: redis subscriber'));
  const channel = `${namespace}${CHANNEL}`;
  sub.on('message', (ch: string, prefix: string) => {
    if (ch === channel) onClear(prefix);
  });
  const subscribed = sub.subscribe(channel).then(
    () => undefined,
    (err: unknown) => log.warn({ err }, 'public answers: subscribe'),
  );
  const connected = new Promise<void>((resolve) => client.once('ready', () => resolve()));

  return {
    ready: Promise.all([connected, subscribed]).then(() => undefined),
    async get(key) {
      try {
        const raw = await client.getBuffer(namespace + key);
        return raw ? decode(raw) : undefined;
      } catch (err) {
        log.warn({ err }, 'public answers: redis read');
        return undefined;
      }
    },
    async put(key, answer, now) {
      const ttl = Math.floor(answer.expiresAt - now);
      if (ttl <= 0) return;
      try {
        await client.set(namespace + key, encode(answer), 'PX', ttl);
      } catch (err) {
        log.warn({ err }, 'public answers: redis write');
      }
    },
    async clear(prefix) {
      try {
        // `*` and `?` in an address are matched literally: escape the pattern's own characters.
        const pattern = `${namespace}${prefix}`.replace(/[*?[\]\\]/g, '\\$&') + '*';
        let cursor = '0';
        do {
          const [next, keys] = await client.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
          if (keys.length) await client.del(...keys);
          cursor = next;
        } while (cursor !== '0');
        await client.publish(channel, prefix);
      } catch (err) {
        log.warn({ err }, 'public answers: redis clear');
      }
    },
    async close() {
      client.disconnect();
      sub.disconnect();
    },
  };
}
