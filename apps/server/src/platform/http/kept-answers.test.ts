import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepAnswer, keptBytes, sendKept } from './kept-answers.ts';
import { responseSerializer } from './response-serializer.ts';

const schema = z.object({ items: z.array(z.object({ id: z.number(), title: z.string() })) });
const items = Array.from({ length: 100 }, (_, i) => ({ id: i, title: `Program ${i}` }));

function countingSerializer() {
  const serialize = responseSerializer(schema);
  const counted = (value: unknown) => {
    counted.calls += 1;
    return serialize(value);
  };
  counted.calls = 0;
  return counted;
}

describe('answers a module keeps', () => {
  it('are written once however often they are sent, through the route’s serializer', () => {
    const serialize = countingSerializer();
    const answer = keepAnswer({ items, secret: 'never sent' });
    const first = keptBytes(answer, serialize);
    const second = keptBytes(answer, serialize);
    expect(second).toBe(first);
    expect(serialize.calls).toBe(1);
    // Only what the contract names leaves, as for any answer.
    expect(JSON.parse(first?.json.toString() ?? '')).toEqual({ items });
  });

  it('leave every other answer to be written afresh', () => {
    const serialize = countingSerializer();
    expect(keptBytes({ items }, serialize)).toBeUndefined();
    expect(keptBytes(null, serialize)).toBeUndefined();
    expect(keptBytes('text', serialize)).toBeUndefined();
    expect(serialize.calls).toBe(0);
  });
});

describe('sending kept bytes', () => {
  const server = Fastify();
  const serialize = responseSerializer(schema);
  const big = keepAnswer({ items });
  const small = keepAnswer({ items: items.slice(0, 2) });
  beforeAll(async () => {
    server.get('/big', async (req, reply) => sendKept(keptBytes(big, serialize)!, req, reply));
    server.get('/small', async (req, reply) => sendKept(keptBytes(small, serialize)!, req, reply));
    await server.ready();
  });
  afterAll(async () => server.close());

  const get = (url: string, encoding: string) =>
    server.inject({ url, headers: { 'accept-encoding': encoding } });

  it('sends brotli, gzip or plain bytes as the browser takes them, each the same answer', async () => {
    const br = await get('/big', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual({ items });
    const again = await get('/big', 'br');
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    const gz = await get('/big', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual({ items });
    const plain = await get('/big', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.json()).toEqual({ items });
  });

  it('sends a small answer as it is', async () => {
    const res = await get('/small', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ items: items.slice(0, 2) });
  });
});
