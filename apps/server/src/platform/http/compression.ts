import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Compression for answers built per request: most of the saving for a small part of the time. */
export const DYNAMIC_BROTLI_QUALITY = 4;
export const DYNAMIC_GZIP_LEVEL = 6;
/** Below this, compressing saves less than the headers it adds cost. */
export const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding to send: brotli, else gzip, when the browser takes it (q=0 refuses). */
export function chooseEncoding(header: string | undefined): Encoding {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** The types worth compressing: text of every kind. Images, PDFs and archives are compressed already. */
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|problem\+json)|image\/svg\+xml)/i;

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } };
const GZIP = { level: DYNAMIC_GZIP_LEVEL };

/** Says that the answer depends on Accept-Encoding, keeping what Vary already names. */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', 'accept-encoding');
    return;
  }
  const text = String(vary);
  if (text === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(text)) return;
  reply.header('vary', `${text}, accept-encoding`);
}

/** `bytes` in brotli or gzip, at the quality for answers built per request. */
export function compressBytes(bytes: Buffer | string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br' ? brotliCompressSync(bytes, BROTLI) : gzipSync(bytes, GZIP);
}

/**
 * Compresses answers over 1 KiB in brotli or gzip, as the browser takes them, in one call on the
 * answer's bytes. An answer is built whole before it is sent (a string or a buffer), and at these
 * sizes compressing it at once costs a fraction of a millisecond; a compression stream per answer
 * costs several times that in buffers, callbacks and trips to the thread pool. Streams (files)
 * and answers already encoded (the web build's own `.br` and `.gz`, the public answers' kept
 * copies) go out as they are.
 */
export function registerCompression(server: FastifyInstance): void {
  server.addHook('onSend', (req, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (reply.hasHeader('content-encoding')) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return done(null, payload);
    if (Buffer.byteLength(payload) < COMPRESS_FROM_BYTES) return done(null, payload);
    varyOnEncoding(reply);
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (encoding === 'identity') return done(null, payload);
    const bytes = compressBytes(payload, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, bytes);
  });
}
