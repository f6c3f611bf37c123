import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES, registerCompression } from './compression.ts';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Program ${i}` })) };
const bigText = JSON.stringify(big);
const server = Fastify();

beforeAll(async () => {
  registerCompression(server);
  server.get('/big', async () => big);
  server.get('/small', async () => ({ ok: true }));
  server.get('/varied', async (_req, reply) => reply.header('vary', 'cookie').send(big));
  server.get('/encoded', async (_req, reply) =>
    reply.header('content-encoding', 'br').type('application/json').send(Buffer.from('already')),
  );
  server.get('/stream', async (_req, reply) => reply.type('text/plain').send(Readable.from([bigText])));
  server.get('/pdf', async (_req, reply) => reply.type('application/pdf').send(Buffer.from(bigText)));
  server.get('/page', async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(`<p>${bigText}</p>`),
  );
  await server.ready();
});
afterAll(async () => server.close());

const get = (url: string, encoding?: string) =>
  server.inject({ url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe('answers compressed at once', () => {
  it('sends a large JSON answer in brotli when the browser takes it, whole', async () => {
    expect(bigText.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const res = await get('/big', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(bigText.length / 3);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(big);
  });

  it('sends gzip to a browser without brotli, and plain bytes to one that takes neither', async () => {
    const gz = await get('/big', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(big);
    for (const refused of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get('/big', refused);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('accept-encoding');
      expect(plain.json()).toEqual(big);
    }
  });

  it('compresses pages too, and keeps what Vary already names', async () => {
    const page = await get('/page', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(`<p>${bigText}</p>`);
    const varied = await get('/varied', 'br');
    expect(varied.headers.vary).toBe('cookie, accept-encoding');
  });

  it('leaves small answers, encoded answers, files and compressed types as they are', async () => {
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const encoded = await get('/encoded', 'gzip');
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.rawPayload.toString()).toBe('already');
    const stream = await get('/stream', 'br');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.body).toBe(bigText);
    const pdf = await get('/pdf', 'br');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.toString()).toBe(bigText);
  });
});
