import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, COMPRESS_FROM_BYTES, compressBytes, varyOnEncoding } from './compression.ts';
import type { Serialize } from './response-serializer.ts';

/**
 * Answers a module hands out again as the very same object (a subscriber's guide window, the
 * same for every household with the same channels and nothing set to record in it). Their JSON
 * and compressed bytes are made the first time one is sent and kept with the object, so they go
 * when the module lets the object go.
 */
const shareable = new WeakSet<object>();
const bytesOf = new WeakMap<object, KeptBytes>();

interface KeptBytes {
  json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Marks `answer` as one the module keeps and may return again unchanged: nothing may change it
 * after this, as the bytes sent for it are made once.
 */
export function keepAnswer<T extends object>(answer: T): T {
  shareable.add(answer);
  return answer;
}

/** The kept bytes of a kept answer, written through the route's serializer the first time. */
export function keptBytes(answer: unknown, serialize: Serialize): KeptBytes | undefined {
  if (typeof answer !== 'object' || answer === null || !shareable.has(answer)) return undefined;
  let kept = bytesOf.get(answer);
  if (!kept) {
    kept = { json: Buffer.from(serialize(answer)) };
    bytesOf.set(answer, kept);
  }
  return kept;
}

/** Sends kept bytes in the encoding the browser takes, compressing them once per encoding. */
export function sendKept(kept: KeptBytes, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (kept.json.length < COMPRESS_FROM_BYTES) return reply.send(kept.json);
  varyOnEncoding(reply);
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(kept.json);
  const bytes = (kept[encoding] ??= compressBytes(kept.json, encoding));
  return reply.header('content-encoding', encoding).send(bytes);
}
