import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPostgres, checkRedis, checkSmtp, StartupError } from './dependencies.ts';

// Issue 22: a missing dependency stops the start with one line naming the setting and the cause.

const pgUrl = process.env.TEST_DATABASE_URL || undefined;
const redisUrl =
  process.env.TEST_REDIS_URL && process.env.TEST_REDIS_URL !== 'off' ? process.env.TEST_REDIS_URL : undefined;

/** A port where nothing listens: one a listener held a moment ago. */
let closedPort = 0;
beforeAll(async () => {
  closedPort = await new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
});

async function refusal(check: Promise<void>): Promise<string> {
  const err = await check.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(StartupError);
  const message = (err as StartupError).message;
  expect(message).not.toContain('\n');
  return message;
}

describe('start-up checks', () => {
  it.skipIf(!pgUrl)('names DATABASE_URL and the database that does not exist', async () => {
    const url = new URL(pgUrl ?? '');
    url.pathname = '/coax_no_such_database';
    expect(await refusal(checkPostgres(url.toString()))).toBe(
      'DATABASE_URL: database "coax_no_such_database" does not exist — create it or unset DATABASE_URL for the embedded database',
    );
  });

  it.skipIf(!pgUrl)('passes a database that answers', async () => {
    await expect(checkPostgres(pgUrl ?? '')).resolves.toBeUndefined();
  });

  it('names DATABASE_URL and the address where nothing answers', async () => {
    expect(await refusal(checkPostgres(`postgres://postgres@127.0.0.1:${closedPort}/coax`))).toBe(
      `DATABASE_URL: no PostgreSQL answers at 127.0.0.1:${closedPort} — start it, correct the address, or unset DATABASE_URL for the embedded database`,
    );
  });

  it('names REDIS_URL and the address where nothing answers', async () => {
    expect(await refusal(checkRedis(`redis://127.0.0.1:${closedPort}`))).toBe(
      `REDIS_URL: no Redis answers at 127.0.0.1:${closedPort} — start it, correct the address, or unset REDIS_URL to keep sessions in the database`,
    );
  });

  it.skipIf(!redisUrl)('passes a Redis that answers', async () => {
    await expect(checkRedis(redisUrl ?? '')).resolves.toBeUndefined();
  });

  it('names SMTP_URL when no mail server answers, and passes one that does', async () => {
    expect(await refusal(checkSmtp(`smtp://127.0.0.1:${closedPort}`))).toBe(
      `SMTP_URL: no mail server answers at 127.0.0.1:${closedPort} — start it, correct the address, or unset SMTP_URL`,
    );
    const server = net.createServer((socket) => socket.end()).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as net.AddressInfo;
    await expect(checkSmtp(`smtp://127.0.0.1:${port}`)).resolves.toBeUndefined();
    server.close();
  });
});
