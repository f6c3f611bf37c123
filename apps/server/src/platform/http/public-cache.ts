import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, COMPRESS_FROM_BYTES } from './compression.ts';
import type { SharedAnswerStore } from './shared-answers.ts';

/** Answers kept per process; the catalogue's and the guide's public reads are a few thousand. */
const MAX_ENTRIES = 5_000;
/** And at most this many bytes of them (plain and compressed), whatever searches people type. */
const MAX_BYTES = 64 * 1024 * 1024;
/** Compressed copies are made once per answer, so they can afford a better quality. */
const CACHED_BROTLI_QUALITY = 9;

interface Entry {
  json: Buffer;
  etag: string;
  expiresAt: number;
  br?: Buffer;
  gzip?: Buffer;
}

const sizeOf = (e: Entry) => e.json.length + (e.br?.length ?? 0) + (e.gzip?.length ?? 0);

/**
 * The answers the contract marks publicly cacheable (the same for everyone: a CDN may keep them),
 * kept per process with their compressed bytes and an ETag, for as long as the contract lets a
 * browser keep them. A browser that already has the answer gets 304. Writers of the data behind
 * them clear their part (`clear('/api/guide/')`) when it changes. With a shared store (Redis,
 * when `REDIS_URL` is set) an answer one process built serves every other, and a clear reaches
 * them all.
 */
export class PublicAnswerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private shared: SharedAnswerStore | undefined;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxBytes = MAX_BYTES,
  ) {}

  /** Shares the answers through `store` from now on. */
  share(store: SharedAnswerStore): void {
    this.shared = store;
  }

  /** The kept answer for `key`: this process's copy, else the shared one, unless too old. */
  async lookup(key: string): Promise<Entry | undefined> {
    const own = this.get(key);
    if (own || !this.shared) return own;
    const found = await this.shared.get(key);
    if (!found || found.expiresAt <= this.now()) return undefined;
    return this.keep(key, { json: found.json, etag: found.etag, expiresAt: found.expiresAt });
  }

  /** The kept answer for `key` in this process, unless it is older than its time. */
  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.drop(key);
      return undefined;
    }
    return entry;
  }

  /** The bytes the kept answers hold, plain and compressed. */
  get size(): number {
    return this.bytes;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(entry);
  }

  /** Lets the oldest answers go while there are too many or they hold too much. */
  private trim(): void {
    while (this.entries.size > MAX_ENTRIES || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.drop(oldest);
    }
  }

  private keep(key: string, entry: Entry): Entry {
    this.drop(key);
    this.entries.set(key, entry);
    this.bytes += sizeOf(entry);
    this.trim();
    return entry;
  }

  put(key: string, answer: unknown, maxAgeSeconds: number): Entry {
    const json = Buffer.from(JSON.stringify(answer));
    const etag = `"${createHash('sha1').update(json).digest('base64url').slice(0, 22)}"`;
    const now = this.now();
    const entry = this.keep(key, { json, etag, expiresAt: now + maxAgeSeconds * 1000 });
    void this.shared?.put(key, { json, etag, expiresAt: entry.expiresAt }, now);
    return entry;
  }

  /** Forgets every answer whose address starts with `prefix` (all with ''), in every process. */
  clear(prefix = ''): void {
    this.forget(prefix);
    void this.shared?.clear(prefix);
  }

  /** Forgets this process's copies under `prefix` (another process cleared them everywhere). */
  forget(prefix = ''): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.drop(key);
  }

  /** Sends a kept answer: 304 when the browser has it, else its bytes in the encoding it takes. */
  send(entry: Entry, req: FastifyRequest, reply: FastifyReply, status: number, cacheControl: string) {
    reply.header('cache-control', cacheControl).header('etag', entry.etag).header('vary', 'accept-encoding');
    if (req.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    reply.code(status).type('application/json; charset=utf-8');
    const encoding =
      entry.json.length < COMPRESS_FROM_BYTES ? 'identity' : chooseEncoding(req.headers['accept-encoding']);
    if (encoding === 'identity') return reply.send(entry.json);
    let bytes = entry[encoding];
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(entry.json, {
              params: { [constants.BROTLI_PARAM_QUALITY]: CACHED_BROTLI_QUALITY },
            })
          : gzipSync(entry.json);
      // Counted only while the answer is still kept under the request's address (it may have gone).
      if (this.entries.get(req.url) === entry) {
        entry[encoding] = bytes;
        this.bytes += bytes.length;
        this.trim();
      }
    }
    return reply.header('content-encoding', encoding).send(bytes);
  }
}
